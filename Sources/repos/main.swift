import CLI

await ProcessEntry.run(context: .process())
