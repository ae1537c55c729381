import Layout

/// The old top and bottom layout guides of a view controller (UIKit's
/// `UILayoutSupport`, deprecated since iOS 11 in favour of the safe area).
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// A layout guide is also a layout support (the guides below are guides).
extension UILayoutGuide: UILayoutSupport {
    public var length: CGFloat { layoutFrame.height }
}

/// A view controller's top and bottom layout guides, made from its view's
/// safe area: the top one from the view's top to the safe area's, the
/// bottom one from the safe area's bottom to the view's.
@preconcurrency @MainActor
final class LayoutSupportGuides {
    let top: UILayoutGuide
    let bottom: UILayoutGuide

    init(view: UIView) {
        top = UILayoutGuide()
        top.identifier = "topLayoutGuide"
        bottom = UILayoutGuide()
        bottom.identifier = "bottomLayoutGuide"
        view.addLayoutGuide(top)
        view.addLayoutGuide(bottom)
        let safe = view.safeAreaLayoutGuide.guide, node = view.node
        LayoutConstraint.activate([
            top.guide.topAnchor.constraint(equalTo: node.topAnchor),
            top.guide.bottomAnchor.constraint(equalTo: safe.topAnchor),
            top.guide.leftAnchor.constraint(equalTo: node.leftAnchor),
            top.guide.rightAnchor.constraint(equalTo: node.rightAnchor),
            bottom.guide.topAnchor.constraint(equalTo: safe.bottomAnchor),
            bottom.guide.bottomAnchor.constraint(equalTo: node.bottomAnchor),
            bottom.guide.leftAnchor.constraint(equalTo: node.leftAnchor),
            bottom.guide.rightAnchor.constraint(equalTo: node.rightAnchor),
        ].map { $0.markSystem("UIViewController-layoutSupport") })
    }
}
