// Usage: UIKitCard OUTPUT_DIR
// Lays out ProfileHeaderView (a file written for iOS, built here in Swift 5
// mode with its import line switched) at two widths and two Dynamic Type
// sizes, writes PNGs, and checks what UIKit would do: the bio wraps, the
// name grows at an accessibility size, nothing conflicts. Exits 1 otherwise.
import Foundation
import TrellisUIKit

MainActor.assumeIsolated {
    let output = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "."
    var failures: [String] = []
    let header = ProfileHeaderView()
    for (category, suffix) in [(UIContentSizeCategory.large, "default"), (.accessibilityExtraLarge, "ax")] {
        header.trellis.traitOverrides = UITraitCollection(preferredContentSizeCategory: category)
        for width in [320, 414] as [CGFloat] {
            guard let layout = try? header.trellis.solvedLayout(width: width) else {
                failures.append("\(suffix) \(width): no layout at this width")
                continue
            }
            let bio = layout.view(named: "bioLabel")
            print("\(suffix) at \(Int(width)): \(layout.size); name \(header.nameLabel.font.pointSize) pt; "
                  + "bio \(bio?.text?.lines.count ?? 0) lines; issues: \(layout.issues.count)")
            for issue in layout.issues where "\(issue)".contains("conflict") || "\(issue)".contains("Unable") {
                failures.append("\(suffix) \(width): \(issue)")
            }
            if (bio?.text?.lines.count ?? 0) < 2 { failures.append("\(suffix) \(width): the bio does not wrap") }
            do {
                let png = try header.trellis.pngData(width: width)
                try Data(png).write(to: URL(fileURLWithPath: "\(output)/profile-\(suffix)-\(Int(width)).png"))
            } catch {
                failures.append("\(suffix) \(width): \(error)")
            }
        }
    }
    // Title 2 is 22 points at the default size and 44 at accessibilityExtraLarge (docs/uikit.md, Dynamic Type).
    if header.nameLabel.font.pointSize != 44 { failures.append("the name is \(header.nameLabel.font.pointSize) pt, not 44") }
    for failure in failures { FileHandle.standardError.write(Data("UIKitCard: \(failure)\n".utf8)) }
    exit(failures.isEmpty ? 0 : 1)
}
