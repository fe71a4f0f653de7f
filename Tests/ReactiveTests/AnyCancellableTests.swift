import Reactive
import TestSupport
import Testing

@Suite struct AnyCancellableTests {
    @Test func cancelRunsOnceEvenWhenCalledTwiceAndOnRelease() {
        let count = Locked(0)
        var token: AnyCancellable? = AnyCancellable { count.withLock { $0 += 1 } }
        token?.cancel()
        token?.cancel()
        token = nil
        #expect(count.withLock { $0 } == 1)
    }

    @Test func releaseCancels() {
        let count = Locked(0)
        var token: AnyCancellable? = AnyCancellable { count.withLock { $0 += 1 } }
        #expect(token != nil)
        token = nil
        #expect(count.withLock { $0 } == 1)
    }

    @Test func storeKeepsItAliveUntilTheSetGoes() {
        let count = Locked(0)
        var bag: Set<AnyCancellable>? = []
        AnyCancellable { count.withLock { $0 += 1 } }.store(in: &bag!)
        #expect(count.withLock { $0 } == 0)
        bag = nil
        #expect(count.withLock { $0 } == 1)
    }

    @Test func concurrentCancelsRunTheActionOnce() async {
        for _ in 0..<200 {
            let count = Locked(0)
            let token = AnyCancellable { count.withLock { $0 += 1 } }
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<8 { group.addTask { token.cancel() } }
            }
            #expect(count.withLock { $0 } == 1)
        }
    }
}
