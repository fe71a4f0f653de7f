import CLI

await Application.main(environment: .process())
