#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value that threads share, touched only while a pthread mutex is held:
/// the caches of the text engine, the measurer and the painter.
///
/// Why not the standard library's `Synchronization.Mutex`: on Linux it waits
/// on a futex in code ThreadSanitizer does not see, so ThreadSanitizer cannot
/// tell that the lock orders the accesses, and reports every cache behind one
/// as a race (docs/reliability.md, "Sanitizers"). ThreadSanitizer intercepts
/// pthread mutexes, so a race reported through `Locked` is a real one. The
/// API is `Mutex`'s: `withLock { value in … }`.
public final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    // Allocated once and never moved: a pthread mutex must stay at one address.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    public init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        // Default attributes cannot fail to initialize (pthread_mutex_init(3)).
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock. Not reentrant:
    /// `body` must not take the same lock again.
    public func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
