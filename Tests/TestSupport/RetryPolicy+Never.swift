import Service

extension RetryPolicy {
    /// No retries at all: one attempt, for tests that assert on a single request.
    public static let never = RetryPolicy(maxAttempts: 1)
}
