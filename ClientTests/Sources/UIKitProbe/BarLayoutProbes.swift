#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// The bar numbers no property publishes, read from bars laid out.
@MainActor public enum BarLayoutProbes {
    /// The space between two neighbouring toolbar items with nothing
    /// between them, two title items (Trellis: 8). Each item's view is its
    /// `view` (a private key UIKit answers on iOS) or, where that is nil,
    /// the view carrying the item's accessibility identifier.
    public static func toolbarItemSpacing() -> ProbeReading {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let first = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let second = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        first.accessibilityIdentifier = "probe.first"
        second.accessibilityIdentifier = "probe.second"
        toolbar.items = [first, second]
        toolbar.layoutIfNeeded()
        func find(_ identifier: String, in view: UIView) -> UIView? {
            if view.accessibilityIdentifier == identifier { return view }
            for subview in view.subviews { if let found = find(identifier, in: subview) { return found } }
            return nil
        }
        func view(of item: UIBarButtonItem) -> UIView? {
            (item.value(forKey: "view") as? UIView) ?? find(item.accessibilityIdentifier ?? "", in: toolbar)
        }
        let a = view(of: first).map { $0.convert($0.bounds, to: toolbar) }
        let b = view(of: second).map { $0.convert($0.bounds, to: toolbar) }
        let gap = (b?.minX ?? .nan) - (a?.maxX ?? .nan)
        return ProbeReading("toolbar.itemSpacing", [Double(gap)],
                            raw: "first=\(String(describing: a)) second=\(String(describing: b))\n"
                                + describeTree(toolbar, in: toolbar))
    }

    /// The Dynamic Type sizes from Large to AX5, in order.
    public static let categories: [UIContentSizeCategory] = [
        .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge,
        .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// A large title's added height at each size of `categories`: the
    /// navigation bar's height minus the standard 44, in a 390 × 844 window
    /// (Trellis: 52 at Large ... 73 at AX5).
    public static func largeTitleAddedHeights() -> ProbeReading {
        var heights: [Double] = []
        var raw: [String] = []
        for category in categories {
            let root = UIViewController()
            root.title = "Settings"
            let navigation = UINavigationController(rootViewController: root)
            navigation.navigationBar.prefersLargeTitles = true
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.traitOverrides.preferredContentSizeCategory = category
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            navigation.view.layoutIfNeeded()
            let bar = navigation.navigationBar.frame
            heights.append(Double(bar.height - 44))
            raw.append("\(category.rawValue): bar=\(bar)")
            window.isHidden = true
        }
        return ProbeReading("navigationBar.largeTitleAddedHeight", heights, raw: raw.joined(separator: "; "))
    }
}
