// A pool of OS threads the multi-threaded benchmarks share (KVOBenchmarks,
// ThreadBenchmarks): threads started once, handed each round's work through semaphores.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Eight threads started once and reused by every round: each round hands each thread its
/// share through a semaphore and waits for all of them. Starting threads per round would
/// cost more than the sets being measured — and if the first round, thread start-up
/// included, took a whole calibration interval, every round would be one set per thread.
final class WorkerPool: @unchecked Sendable {
    private let count: Int
    private let start: UnsafeMutablePointer<sem_t>
    private let done: UnsafeMutablePointer<sem_t>
    // Written by the main thread before the start posts, read by workers after their wait:
    // the semaphore orders the two.
    private var job: (@Sendable (Int) -> Void)?

    init(threads count: Int) {
        self.count = count
        start = .allocate(capacity: count)
        done = .allocate(capacity: 1)
        for i in 0..<count { sem_init(start + i, 0, 0) }
        sem_init(done, 0, 0)
        for t in 0..<count {
            var thread = pthread_t()
            let context = Unmanaged.passRetained(WorkerContext(pool: self, index: t)).toOpaque()
            if pthread_create(&thread, nil, { raw in
                #if canImport(Darwin)
                let context = Unmanaged<WorkerContext>.fromOpaque(raw).takeRetainedValue()
                #else
                let context = Unmanaged<WorkerContext>.fromOpaque(raw!).takeRetainedValue()
                #endif
                context.pool.serve(context.index)
                return nil
            }, context) == 0 {
                pthread_detach(thread)
            } else {
                Unmanaged<WorkerContext>.fromOpaque(context).release()
            }
        }
    }

    private func serve(_ index: Int) {
        while true {
            sem_wait(start + index)
            job?(index)
            sem_post(done)
        }
    }

    /// Runs `body(t)` on every worker at once and waits for all of them.
    func run(_ body: @escaping @Sendable (Int) -> Void) { run(threads: count, body) }

    /// Runs `body(t)` on the first `threads` workers at once (t = 0 ..< threads) and waits for
    /// them; the others stay parked.
    func run(threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let k = min(max(threads, 0), count)
        job = body
        for i in 0..<k { sem_post(start + i) }
        for _ in 0..<k { sem_wait(done) }
    }
}

private final class WorkerContext: @unchecked Sendable {
    let pool: WorkerPool
    let index: Int
    init(pool: WorkerPool, index: Int) { self.pool = pool; self.index = index }
}
