import Layout
import Testing
@testable import TrellisUIKit

/// `semanticContentAttribute` is the view's own. Apple documents the
/// direction per view: `effectiveUserInterfaceLayoutDirection` is "the user
/// interface layout direction appropriate for arranging the immediate
/// content of the view … you can't assume that the value propagates
/// through the view's subtree"; `semanticContentAttribute` is "a semantic
/// description of the view's contents", and "when creating a view that
/// contains subviews, you can use the `userInterfaceLayoutDirection(for:)`
/// class method to determine whether the subviews should be flipped". So a
/// container forced right to left places its subviews right to left (its
/// immediate content), while each subview keeps its own attribute and its
/// traits' direction for its own content; flipping a whole app takes
/// `UIView.appearance().semanticContentAttribute = .forceRightToLeft`
/// (every view) or the traits' `layoutDirection`. docs/uikit.md, "Layout
/// semantics worth knowing". Scene files keep their documented rule (a
/// `direction` turns the subtree: docs/scenes.md).
@MainActor @Suite struct SemanticContentPerViewTests {
    /// A 200 × 100 container forced right to left holding a 100-wide child
    /// 10 in from its leading edge, and in the child a 20-wide grandchild
    /// 5 in from the child's leading edge.
    func tree() -> (root: UIView, container: UIView, child: UIView, grandchild: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let container = UIView()
        let child = UIView(), grandchild = UIView()
        for view in [container, child, grandchild] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(container)
        container.addSubview(child)
        child.addSubview(grandchild)
        container.semanticContentAttribute = .forceRightToLeft
        NSLayoutConstraint.activate([
            container.leftAnchor.constraint(equalTo: root.leftAnchor),
            container.topAnchor.constraint(equalTo: root.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 100),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
            grandchild.leadingAnchor.constraint(equalTo: child.leadingAnchor, constant: 5),
            grandchild.topAnchor.constraint(equalTo: child.topAnchor),
            grandchild.widthAnchor.constraint(equalToConstant: 20),
            grandchild.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        return (root, container, child, grandchild)
    }

    @Test func theAttributeTurnsOnlyItsOwnView() {
        let (_, container, child, grandchild) = tree()
        #expect(container.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(grandchild.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    /// The container arranges its child right to left: 200 − 10 − 100 =
    /// 90. The child arranges the grandchild left to right: 5 in from its
    /// left edge, not 100 − 5 − 20 = 75.
    @Test func theContainerPlacesItsSubviewsTheChildItsOwn() {
        let (_, _, child, grandchild) = tree()
        #expect(child.frame.minX == 90)
        #expect(grandchild.frame.minX == 5)
    }

    /// The traits' direction still reaches every view.
    @Test func rightToLeftTraitsStillReachTheSubtree() {
        let (root, container, child, grandchild) = tree()
        container.semanticContentAttribute = .unspecified
        root.trellis.traitOverrides = UITraitCollection(layoutDirection: .rightToLeft)
        root.layoutIfNeeded()
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(grandchild.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(child.frame.minX == 90)
        #expect(abs(grandchild.frame.minX - (100 - 5 - 20)) < 1e-9, "\(grandchild.frame)")
    }

    /// A stack view forced right to left lays its arranged views out from
    /// the right (its arrangement is its immediate content); they keep
    /// their own direction. Two 30-wide views in a stack sized by them (60
    /// wide, no spacing): the first at 30, the second at 0.
    @Test func aForcedStackViewReversesItsArrangement() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let first = UIView(), second = UIView()
        for view in [first, second] {
            view.translatesAutoresizingMaskIntoConstraints = false
            view.widthAnchor.constraint(equalToConstant: 30).isActive = true
            view.heightAnchor.constraint(equalToConstant: 20).isActive = true
        }
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .horizontal
        stack.alignment = .top
        stack.semanticContentAttribute = .forceRightToLeft
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: root.leftAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(stack.frame.width == 60)
        #expect(first.frame.minX == 30)
        #expect(second.frame.minX == 0)
        #expect(first.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    /// The case noticed by the last session: a navigation controller's
    /// view forced right to left no longer turns its bar and its screens.
    @Test func aNavigationControllersViewDoesNotTurnItsBar() {
        let root = UIViewController()
        root.title = "Inbox"
        let navigation = UINavigationController(rootViewController: root)
        navigation.view.semanticContentAttribute = .forceRightToLeft
        navigation.trellis.show(size: CGSize(width: 390, height: 844))
        #expect(navigation.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(navigation.navigationBar.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(root.view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }
}
