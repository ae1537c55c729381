/// The version of Interface Builder that saved a document
/// (`<document toolsVersion="24412">`), for what its canvas drew: Xcode 26
/// (tools versions 24000 and up) draws iOS 26's controls, such as a switch
/// 63 × 28 points where earlier versions drew 51 × 31.
///
/// `32700.99.1234` is not an Xcode's: some projects write it in place of the
/// real version (to keep diffs quiet), so it tells nothing, and is read as
/// an earlier version; so is a document without the attribute.
struct IBToolsVersion {
    /// The number before the first dot; nil when unknown.
    let major: Int?

    init(_ attribute: String?) {
        let major = attribute.flatMap { $0.split(separator: ".").first }.flatMap { Int($0) }
        self.major = attribute == IBToolsVersion.placeholder ? nil : major
    }

    static let placeholder = "32700.99.1234"

    /// Saved by Xcode 26 or later, whose canvas draws iOS 26's controls.
    var drawsIOS26Controls: Bool { (major ?? 0) >= 24000 }
}
