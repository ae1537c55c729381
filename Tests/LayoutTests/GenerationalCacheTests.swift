@testable import Layout
import Testing

/// The bounded cache behind labels' and the text engine's answers.
@Suite struct GenerationalCacheTests {
    /// Limit 2: a, b fill the latest; c moves them to the older generation;
    /// d, e move c, d there and drop a, b — unless one was used again, which
    /// brings it back to the latest.
    @Test func keepsWhatWasUsedLatelyAndAtMostTwiceTheLimit() {
        var cache = GenerationalCache<String, Int>(limit: 2)
        cache.insert(1, for: "a")
        cache.insert(2, for: "b")
        cache.insert(3, for: "c")           // latest [c], older [a, b]
        #expect(cache.value(for: "a") == 1)  // a back in the latest: [c, a]
        cache.insert(4, for: "d")           // latest [d], older [c, a]; b dropped
        #expect(cache.value(for: "b") == nil)
        #expect(cache.value(for: "c") == 3)  // latest [d, c]
        #expect(cache.value(for: "a") == 1)  // latest was full: older [d, c], latest [a]
        #expect(cache.value(for: "d") == 4)
        cache.removeAll()
        #expect(cache.value(for: "a") == nil && cache.value(for: "d") == nil)
    }
}
