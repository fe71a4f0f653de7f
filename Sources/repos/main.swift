import CLI

await ProcessEntry.run(environment: .process())
