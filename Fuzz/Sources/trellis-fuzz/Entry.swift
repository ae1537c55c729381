// libFuzzer's two entry points (compiler-rt's FuzzerInterface.h). The
// executable is run as `trellis-fuzz TARGET [libFuzzer flags] [corpus…]`;
// with files instead of folders it runs just those inputs, which is how a
// saved crash is replayed.
#if canImport(Glibc)
import Glibc
#endif

/// The target the inputs go to, chosen once by LLVMFuzzerInitialize.
nonisolated(unsafe) var selected: FuzzTarget?

/// Called once before any input, with the command line: takes TARGET out
/// of it, so that libFuzzer sees only its own flags and folders.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<Int32>,
                       _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>) -> Int32 {
    let name = argc.pointee >= 2 ? argv.pointee[1].map { String(cString: $0) } : nil
    guard let name, let target = FuzzTarget.named(name) else {
        let names = FuzzTarget.all.map { "  \($0.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \($0.summary)" }
        let usage = ["usage: trellis-fuzz TARGET [libFuzzer flags] [corpus folders or inputs…]", "targets:"] + names
        print(usage.joined(separator: "\n"))
        exit(name == "--list" ? 0 : 2)
    }
    selected = target
    // Drop argv[1]: the pointers after it move down one place.
    let count = Int(argc.pointee)
    for i in 1..<count { argv.pointee[i] = argv.pointee[i + 1] }
    argc.pointee -= 1
    return 0
}

/// Called with each input; 0 keeps it in the corpus when it is new.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    selected!.run(bytes)
    return 0
}
