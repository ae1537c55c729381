// generated — do not edit: scripts/gen-doc-snippets writes this file from docs/uikit.md.

#sourceLocation(file: "docs/uikit.md", line: 8)
#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif
#sourceLocation()
// Tests/DocSnippetTests/Contexts/UIKitControls.swift:1
import TrellisUIKit
// Tests/DocSnippetTests/Contexts/LayoutTrees.swift:1
import Layout

// docs/uikit.md:112, in the context UIKitControls
extension Doc_docs_uikit {
final class Line112: UIKitControls {
@MainActor func statements() throws {
#sourceLocation(file: "docs/uikit.md", line: 114)
button.addAction(UIAction { [weak self] _ in self?.follow() }, for: .touchUpInside)
#sourceLocation()
}
}
}

// docs/uikit.md:975
extension Doc_docs_uikit {
#sourceLocation(file: "docs/uikit.md", line: 976)
final class InboxCell: UITableViewCell {
    let subject = UILabel()
    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        subject.textColor = state.isSelected ? .white : .label
        var background = defaultBackgroundConfiguration().updated(for: state)
        background.backgroundColor = state.isSelected ? .systemBlue : .systemBackground
        backgroundConfiguration = background
    }
}
#sourceLocation()
}

// docs/uikit.md:4693, in the context LayoutTrees
extension Doc_docs_uikit {
final class Line4693: LayoutTrees {
@MainActor func statements() throws {
#sourceLocation(file: "docs/uikit.md", line: 4694)
let measurer = try ShapedTextMeasurer(systemFontFiles: [
    FontFile(path: "/path/Inter-Regular.ttf"),
    FontFile(path: "/path/Inter-Bold.ttf"),
    FontFile(path: "/path/Inter-Italic.ttf"),
])
root.textMeasurer = measurer   // Layout; every label in the tree
#sourceLocation()
// Used, so that a value a snippet only shows is no warning.
_ = measurer
}
}
}

// The statements of docs/uikit.md's blocks without a context, in order: one program.
extension Doc_docs_uikit {
@MainActor static func statements() throws {
// docs/uikit.md:288
#sourceLocation(file: "docs/uikit.md", line: 289)
let row = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
let follow = UIButton(type: .system)
follow.frame = CGRect(x: 220, y: 0, width: 100, height: 44)
row.addSubview(follow)
follow.addAction(UIAction { _ in print("followed") }, for: .touchUpInside)
row.trellis.tap(at: CGPoint(x: 270, y: 22))   // prints "followed"; returns the view touched
#sourceLocation()
// docs/uikit.md:382
#sourceLocation(file: "docs/uikit.md", line: 383)
let screenController = UIViewController()
screenController.trellis.show(size: CGSize(width: 393, height: 852), traits: UITraitCollection(displayScale: 3))
print(UIScreen.main.bounds.width)          // 393.0
print(UIScreen.main.nativeBounds.height)   // 2556.0
#sourceLocation()
// docs/uikit.md:663
#sourceLocation(file: "docs/uikit.md", line: 664)
let home = UIViewController()
let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
alert.addAction(UIAlertAction(title: "Sign Out", style: .destructive) { _ in print("signed out") })
home.present(alert, animated: true)
alert.trellis.tap(actionTitled: "Sign Out")   // dismissed, then the handler runs
#sourceLocation()
// docs/uikit.md:859
#sourceLocation(file: "docs/uikit.md", line: 866)
let bar = UINavigationBar.appearance()
let look = UINavigationBarAppearance()
look.configureWithOpaqueBackground()
bar.standardAppearance = look
bar.scrollEdgeAppearance = look
bar.tintColor = .white
bar.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
UITabBar.appearance().unselectedItemTintColor = .systemGray
UITableView.appearance().backgroundColor = .systemGroupedBackground
UISwitch.appearance().onTintColor = .systemGreen
UIButton.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).setTitleColor(.white, for: .normal)
UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .normal)
UILabel.appearance(whenContainedInInstancesOf: [UITableViewHeaderFooterView.self]).textColor = .secondaryLabel
UIView.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).tintColor = .systemOrange
#if !canImport(UIKit)
UIAppearanceProxies.removeAll()  // a test clears what it set before it returns
#endif
#sourceLocation()
// docs/uikit.md:1362
#sourceLocation(file: "docs/uikit.md", line: 1369)
let shareButton = UIButton(type: .system)
if #available(iOS 26, *) {
    shareButton.configuration = .glass()  // taken on Linux
} else {
    shareButton.configuration = .gray()
}
#sourceLocation()
// docs/uikit.md:2353
#sourceLocation(file: "docs/uikit.md", line: 2360)
let price = UILabel()
var text = AttributedString("Now ")
var amount = AttributedString("$9.99")
amount.font = .boldSystemFont(ofSize: 17)
amount.foregroundColor = .systemRed
text += amount
price.attributedText = NSAttributedString(text)

let style = NSMutableParagraphStyle()
style.lineSpacing = 4
let terms = UILabel()
terms.numberOfLines = 0
terms.attributedText = NSAttributedString(string: "Read the terms before you buy.", attributes: [
    .paragraphStyle: style, .underlineStyle: NSUnderlineStyle.single.rawValue,
])
#sourceLocation()
// docs/uikit.md:4396
#sourceLocation(file: "docs/uikit.md", line: 4403)
let total = UILabel()
total.text = "$1,299.00"
total.font = .systemFont(ofSize: 34)
total.adjustsFontSizeToFitWidth = true
total.minimumScaleFactor = 0.5
total.baselineAdjustment = .alignCenters
#sourceLocation()
// Used, so that a value a snippet only shows is no warning.
_ = row
_ = follow
_ = screenController
_ = home
_ = alert
_ = bar
_ = look
_ = shareButton
_ = price
_ = text
_ = amount
_ = style
_ = terms
_ = total
}
}
