import Foundation
import Models
import TestSupport

/// Repositories made up for the view models' tests.
enum Sample {
    static let now = FixedMoment.shortlyAfterMidnight

    static func repo(
        _ name: String, stars: Int, language: String? = "Swift", archived: Bool = false, fork: Bool = false, topics: [String] = [], daysAgo: Double = 3
    ) -> Repository {
        Repository(
            id: Int64(name.hashValue & 0xffff), name: name, fullName: "atomicrobot/\(name)", owner: User(login: "atomicrobot"),
            description: "About \(name)", isFork: fork, language: language,
            stargazersCount: stars, forksCount: 1, archived: archived, topics: topics, updatedAt: now.addingTimeInterval(-daysAgo * 86_400)
        )
    }

    static let repos = [
        repo("alpha", stars: 5, topics: ["ios"]),
        repo("beta", stars: 50, language: "Kotlin", topics: ["android"]),
        repo("gamma", stars: 20, archived: true),
        repo("delta", stars: 20, fork: true, topics: ["ios"]),
    ]
}
