import Layout
import Testing
import TrellisUIKit

/// UIView's own members, as UIKit documents them: geometry, the hierarchy
/// and its callbacks, margins and direction, appearance reaching the Layout
/// node, tint, animation, fitting sizes, the readable guide.
@MainActor @Suite struct UIViewPropertyTests {
    @Test func initFrameAndDefaults() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        // The bounds origin is (0, 0) and its size the frame's (UIView.bounds).
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(UIView().translatesAutoresizingMaskIntoConstraints)
        #expect(UIView().frame == .zero)
        // UIKit's defaults: opaque alpha, shown, not clipping, no background.
        #expect(view.alpha == 1 && !view.isHidden && !view.clipsToBounds && view.backgroundColor == nil)
        #expect(UIView.noIntrinsicMetric == -1)
        #expect(UIView().intrinsicContentSize == CGSize(width: -1, height: -1))
    }

    /// `center` is the frame's midpoint and moves the origin; the bounds
    /// size "grows or shrinks the view relative to its center point"
    /// (https://developer.apple.com/documentation/uikit/uiview/bounds).
    @Test func centerAndBoundsRoundTrip() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        // 10 + 100 / 2 = 60; 20 + 50 / 2 = 45.
        #expect(view.center == CGPoint(x: 60, y: 45))
        view.center = CGPoint(x: 100, y: 100)
        // 100 − 50 = 50; 100 − 25 = 75.
        #expect(view.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        view.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
        // Centre kept at (100, 100): origin 100 − 20 = 80, 100 − 15 = 85.
        #expect(view.frame == CGRect(x: 80, y: 85, width: 40, height: 30))
        #expect(view.center == CGPoint(x: 100, y: 100))
        #expect(view.bounds.size == CGSize(width: 40, height: 30))
    }

    /// Reordering subviews changes drawing order only: constraints stay.
    @Test func reorderingKeepsConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView(), c = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
                view.widthAnchor.constraint(equalToConstant: 20), view.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
        let count = root.constraints.count
        root.bringSubviewToFront(a)
        #expect(root.subviews == [b, a])
        root.sendSubviewToBack(a)
        #expect(root.subviews == [a, b])
        root.insertSubview(c, belowSubview: b)
        #expect(root.subviews == [a, c, b])
        root.insertSubview(b, belowSubview: a)  // moving a subview already there keeps its constraints too
        #expect(root.subviews == [b, a, c])
        #expect(root.constraints.count == count)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
        #expect(b.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
    }

    @Test func tagsAndDescendants() {
        let root = UIView(), middle = UIView(), leaf = UIView(), stranger = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        leaf.tag = 7
        middle.tag = 3
        #expect(root.viewWithTag(7) === leaf)
        #expect(root.viewWithTag(3) === middle)
        #expect(root.viewWithTag(0) === root)  // the receiver itself counts (its tag is 0)
        #expect(root.viewWithTag(99) == nil)
        #expect(leaf.isDescendant(of: root) && leaf.isDescendant(of: leaf))
        #expect(!root.isDescendant(of: leaf) && !stranger.isDescendant(of: root))
    }

    /// willMove(toSuperview:) comes before the move (the old superview still
    /// set), didMoveToSuperview after it (the new one set).
    @Test func superviewCallbacksInOrder() {
        final class Recorder: UIView {
            var log: [String] = []
            override func willMove(toSuperview newSuperview: UIView?) {
                log.append("will \(newSuperview?.tag ?? -1) from \(superview?.tag ?? -1)")
            }
            override func didMoveToSuperview() { log.append("did \(superview?.tag ?? -1)") }
        }
        let first = UIView(), second = UIView(), view = Recorder()
        first.tag = 1
        second.tag = 2
        first.addSubview(view)
        second.addSubview(view)
        view.removeFromSuperview()
        #expect(view.log == ["will 1 from -1", "did 1", "will 2 from 1", "did 2", "will -1 from 2", "did -1"])
    }

    /// In right to left, leading is right: directional margins map to the
    /// opposite physical sides.
    @Test func marginsInRightToLeft() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.trellis.traitOverrides = UITraitCollection(layoutDirection: .rightToLeft)
        let view = UIView()
        root.addSubview(view)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 20)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 20, bottom: 2, right: 10))
        view.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 4)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 30))
        // UIKit's default for a plain view: 8 on every side.
        #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    /// `.forceRightToLeft` mirrors leading and trailing whatever the traits.
    @Test func forcedRightToLeftMirrors() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.semanticContentAttribute = .forceRightToLeft
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(UIView().effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        // Leading is the right edge: 200 − 10 − 50 = 140.
        #expect(child.frame.minX == 140)
        root.semanticContentAttribute = .forceLeftToRight
        root.layoutIfNeeded()
        #expect(child.frame.minX == 10)
    }

    @Test func appearanceReachesTheLayoutNode() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.alpha = 0.5
        view.isHidden = true
        view.clipsToBounds = true
        view.layer.cornerRadius = 6
        view.layer.borderWidth = 2
        view.layer.borderColor = UIColor.red.cgColor
        let node = view.trellis.layoutView
        #expect(node.alpha == 0.5 && node.isHidden && node.clipsToBounds)
        #expect(node.cornerRadius == 6 && node.borderWidth == 2)
        // UIColor.red is (1, 0, 0, 1).
        #expect(node.borderColor == Color(red: 1, green: 0, blue: 0))
        #expect(view.layer.masksToBounds)
        #expect(view.layer.borderColor == UIColor.red.cgColor)
    }

    /// A view without its own tint takes its superview's (systemBlue at the
    /// top); changing a tint tells the views that inherit it.
    @Test func tintInheritance() {
        final class Watcher: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let root = UIView(), child = Watcher()
        root.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        root.tintColor = .red
        #expect(child.tintColor == .red)
        #expect(child.changes == 1)
        child.tintColor = .green
        #expect(child.tintColor == .green && root.tintColor == .red)
        #expect(child.changes == 2)
        // A subview with its own tint does not inherit the new one, so it is
        // not told ("the system calls this method on a subview that inherits
        // a changed interaction tint color":
        // https://developer.apple.com/documentation/uikit/uiview/tintcolordidchange()).
        let grandchild = Watcher()
        child.addSubview(grandchild)
        root.tintColor = .blue
        #expect(child.changes == 2 && grandchild.changes == 0)
        #expect(grandchild.tintColor == .green)
        child.tintColor = nil
        #expect(child.changes == 3 && grandchild.changes == 1)
        #expect(grandchild.tintColor == .blue)
    }

    /// UIViewAutoresizing (UIView.h): flexibleLeftMargin 1 << 0 …
    /// flexibleBottomMargin 1 << 5; UISemanticContentAttribute:
    /// unspecified 0, playback 1, spatial 2, forceLeftToRight 3,
    /// forceRightToLeft 4.
    @Test func autoresizingAndSemanticRawValues() {
        let masks: [UIView.AutoresizingMask] = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
                                                .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        #expect(masks.map(\.rawValue) == [1, 2, 4, 8, 16, 32])
        let attributes: [UISemanticContentAttribute] = [.unspecified, .playback, .spatial, .forceLeftToRight,
                                                        .forceRightToLeft]
        #expect(attributes.map(\.rawValue) == [0, 1, 2, 3, 4])
    }

    @Test func animationsApplyAtOnce() {
        let view = UIView()
        var finished: Bool?
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.2 }, completion: { finished = $0 })
        #expect(view.alpha == 0.2)
        #expect(finished == true)
        UIView.animate(withDuration: 1) { view.alpha = 1 }
        #expect(view.alpha == 1)
        var completions: [Bool] = []
        UIView.animate(withDuration: 0.2, delay: 0.1, options: [], animations: { view.isHidden = true },
                       completion: { completions.append($0) })
        UIView.animate(withDuration: 0.2, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                       options: [], animations: { view.alpha = 0.4 }, completion: { completions.append($0) })
        #expect(view.isHidden && view.alpha == 0.4)
        #expect(completions == [true, true])
    }

    /// A 30 × 40 view inset 5 on every side of its container.
    @Test func systemLayoutSizeFitting() {
        let container = UIView(), inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(inner)
        let width = inner.widthAnchor.constraint(equalToConstant: 30)
        width.priority = .defaultLow
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
            container.trailingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 5),
            inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
            container.bottomAnchor.constraint(equalTo: inner.bottomAnchor, constant: 5),
            width, inner.heightAnchor.constraint(equalToConstant: 40),
        ])
        // 30 + 10 = 40 by 40 + 10 = 50.
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 40, height: 50))
        let fitted = container.systemLayoutSizeFitting(CGSize(width: 100, height: 0),
                                                       withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel)
        // The width is held at 100 (the 30 gives way), the height still 50.
        #expect(fitted == CGSize(width: 100, height: 50))
    }

    /// A plain view's sizeThatFits is its current size, so sizeToFit keeps
    /// it (UIKit's default); a label fits its text.
    @Test func sizeToFit() {
        let view = UIView(frame: CGRect(x: 3, y: 4, width: 30, height: 20))
        #expect(view.sizeThatFits(CGSize(width: 1, height: 1)) == CGSize(width: 30, height: 20))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 3, y: 4, width: 30, height: 20))
        let label = UILabel(frame: CGRect(x: 3, y: 4, width: 0, height: 0))
        UIKitTestFont.measure(label)
        label.text = "Fit me"
        label.font = UIKitTestFont.font(10)
        label.sizeToFit()
        // "Fit" 30 + space 5 + "me" 20 = 55 by 10; the origin stays.
        #expect(label.frame == CGRect(x: 3, y: 4, width: 55, height: 10))
    }

    /// The readable guide: inside the margins, centred, at most 672 wide
    /// (docs/uikit-numbers.md). On a 1024-wide root (margins 8): the margins
    /// are 1008 wide, so 672 centred: 8 + (1008 − 672) / 2 = 176 from the
    /// left. On 320: the margins' 304 is narrower, so 304 at 8.
    @Test func readableContentGuide() {
        for (width, x, readable) in [(CGFloat(1024), CGFloat(176), CGFloat(672)), (320, 8, 304)] {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
            let text = UIView()
            text.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(text)
            NSLayoutConstraint.activate([
                text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
                text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
                text.topAnchor.constraint(equalTo: root.readableContentGuide.topAnchor),
                text.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            #expect(text.frame == CGRect(x: x, y: 8, width: readable, height: 10))
            #expect(root.readableContentGuide.layoutFrame == CGRect(x: x, y: 8, width: readable, height: 84))
        }
    }

    /// UIKit requires `super.updateConstraints()` (it raises without it);
    /// Trellis reports the view instead.
    @Test func updateConstraintsWithoutSuperIsReported() {
        final class Forgetful: UIView {
            override func updateConstraints() {}
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = Forgetful()
        root.addSubview(view)
        view.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        let issues = root.trellis.layoutView.layoutIssues
        #expect(issues.contains { issue in
            if case let .updateConstraintsWithoutSuper(culprit) = issue { return culprit === view.trellis.layoutView }
            return false
        })
    }
    /// "Calling this method removes any constraints that refer to the view
    /// you are removing, or that refer to any view in the subtree of the
    /// view you are removing"
    /// (https://developer.apple.com/documentation/uikit/uiview/removefromsuperview());
    /// constraints inside the removed subtree stay.
    @Test func removeFromSuperviewDropsConstraintsThatReachOut() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = UIView(), inner = UIView(), sibling = UIView()
        for view in [card, sibling] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        inner.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(inner)
        let outward = inner.leadingAnchor.constraint(equalTo: sibling.trailingAnchor)
        let toRoot = card.topAnchor.constraint(equalTo: root.topAnchor)
        let insideCard = inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 4)
        let unrelated = sibling.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([outward, toRoot, insideCard, unrelated])
        card.removeFromSuperview()
        #expect(!outward.isActive && !toRoot.isActive)
        #expect(insideCard.isActive && unrelated.isActive)
    }

    /// The margins guide is the bounds inset by the margins; a guide the
    /// app adds is placed by its constraints and reports its frame.
    @Test func layoutGuides() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        root.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        let spacer = UILayoutGuide()
        root.addLayoutGuide(spacer)
        #expect(spacer.owningView === root)
        NSLayoutConstraint.activate([
            spacer.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            spacer.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            spacer.widthAnchor.constraint(equalTo: root.layoutMarginsGuide.widthAnchor, multiplier: 0.5),
            spacer.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // 100 − 10 − 20 = 70 by 60 − 5 − 15 = 40, at (10, 5).
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 10, y: 5, width: 70, height: 40))
        // Half of 70 = 35.
        #expect(spacer.layoutFrame == CGRect(x: 10, y: 5, width: 35, height: 10))
        root.removeLayoutGuide(spacer)
        #expect(!root.layoutGuides.contains { $0 === spacer })
    }

    /// Content hugging 250 and compression resistance 750 on both axes for
    /// a view made in code (Auto Layout Guide, "Intrinsic Content Size").
    @Test func defaultContentPriorities() {
        let view = UIView()
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            #expect(view.contentHuggingPriority(for: axis) == .defaultLow)
            #expect(view.contentCompressionResistancePriority(for: axis) == .defaultHigh)
        }
        view.setContentHuggingPriority(.required, for: .horizontal)
        #expect(view.contentHuggingPriority(for: .horizontal).rawValue == 1000)
        #expect(view.contentHuggingPriority(for: .vertical).rawValue == 250)
    }

    /// Margins follow a forced direction too: leading is right in
    /// `.forceRightToLeft`.
    @Test func marginsFollowTheSemanticContentAttribute() {
        let view = UIView()
        view.semanticContentAttribute = .forceRightToLeft
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20)
        #expect(view.layoutMargins.left == 20 && view.layoutMargins.right == 10)
    }

    /// Labels and image views ignore touches by default (UILabel's and
    /// UIImageView's `isUserInteractionEnabled`: "This class changes the
    /// default value of this property to false":
    /// https://developer.apple.com/documentation/uikit/uilabel/isuserinteractionenabled,
    /// …/uiimageview/isuserinteractionenabled); a plain view does not.
    @Test func userInteractionDefaults() {
        #expect(UIView().isUserInteractionEnabled)
        #expect(!UILabel().isUserInteractionEnabled)
        #expect(!UIImageView().isUserInteractionEnabled)
    }
}
