// trellis-swift-frontend: the opt-in that lets UIKit files with @objc,
// #selector, outlets and @objc protocols compile on Linux unchanged
// (docs/objective-c.md).
//
// The Swift driver runs it in swift-frontend's place
// (`-driver-use-frontend-path`). For a job that compiles Swift files it
// rewrites the module's files (ObjCRewriter), writes the rewritten ones
// into the build folder with a VFS overlay that maps each original path
// to its rewritten copy, and runs the real swift-frontend with
// `-vfsoverlay`: the compiler reads the rewritten text under the original
// name, so diagnostics, debug information and dependency files name the
// user's files, and no file of the user's is ever written. Any other job
// (target info, module wrapping) runs the real frontend as it is.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ObjCRewriter

let arguments = Array(CommandLine.arguments.dropFirst())
let frontend = FrontendLocation.realFrontend(arguments: arguments)
var forwarded = arguments

if arguments.first == "-frontend" {
    let job = FrontendJob(arguments: arguments)
    if !job.sources.isEmpty {
        do {
            if let overlay = try RewrittenModule.overlay(for: job) {
                forwarded += ["-vfsoverlay", overlay]
                // Swift 6.1 and 6.2 spell the registration `@_used @_section`.
                forwarded += ["-enable-experimental-feature", "SymbolLinkageMarkers"]
            }
        } catch {
            FileIO.printError("trellis-swift-frontend: \(error)")
            exit(1)
        }
    }
}
FileIO.execute(frontend, forwarded)
