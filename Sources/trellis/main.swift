import TrellisCLI
#if canImport(Glibc)
import Glibc

// Keep freed memory in the heap instead of handing it back to the kernel:
// each picture's encoders allocate and free buffers of a few hundred
// kilobytes (hash tables, pixels), which glibc would otherwise map and
// unmap afresh, a page fault for every page touched: on 200 gallery cards
// 65,000 page faults and 6 % of `trellis docs`' time (docs/benchmarks.md).
// The peak is the same: memory is kept for the next picture, not added.
// mallopt is looked up, not declared: <malloc.h> is not in Glibc's module.
if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {  // RTLD_DEFAULT
    let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    _ = mallopt(-3, 32 << 20)  // M_MMAP_THRESHOLD: glibc's largest, 32 MiB
    _ = mallopt(-1, 256 << 20)  // M_TRIM_THRESHOLD
    // One arena for every thread: a sweep's painting and encoding threads
    // free what the next frame's allocates, and with an arena each their
    // kept memory doubled (a 200-frame wrap-demo GIF sweep with two jobs
    // peaked at 74 MB, 56 MB with one arena; the time is the same).
    _ = mallopt(-8, 1)  // M_ARENA_MAX
}
#endif

TrellisCommand.main()
