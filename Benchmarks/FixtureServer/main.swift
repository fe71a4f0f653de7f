import Dispatch
import Foundation
import TestSupport

// Serves Fixtures/ plus a synthetic organisation on 127.0.0.1 until stopped, printing its base
// URL first. Usage: fixture-server [--latency <seconds>] [--org <name>] [--org-size <n>] [--port-file <path>]
var latency = 0.0
var orgName = "big-org"
var orgSize = 2000
var portFile: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--latency": latency = arguments.next().flatMap(Double.init) ?? latency
    case "--org": orgName = arguments.next() ?? orgName
    case "--org-size": orgSize = arguments.next().flatMap(Int.init) ?? orgSize
    case "--port-file": portFile = arguments.next()
    default:
        FileHandle.standardError.write(Data("fixture-server: unknown argument \(argument)\n".utf8))
        exit(64)
    }
}
do {
    let router = try FixtureRouter()
    let organization = SyntheticOrganization(name: orgName, count: orgSize)
    let server = try LoopbackServer(latency: latency) { request, base in
        organization.response(for: request, baseURL: base) ?? router.handler()(request, base)
    }
    if let portFile { try server.baseURL.absoluteString.write(toFile: portFile, atomically: true, encoding: .utf8) }
    FileHandle.standardOutput.write(Data((server.baseURL.absoluteString + "\n").utf8))
    dispatchMain()
} catch {
    FileHandle.standardError.write(Data("fixture-server: \(error)\n".utf8))
    exit(1)
}
