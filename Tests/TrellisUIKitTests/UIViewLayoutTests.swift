import Layout
import Testing
import TrellisTestSupport
import TrellisUIKit

/// UIKit layout code, as written for iOS, laid out by Trellis's engine.
/// Expected frames are worked out by hand from the constraints.
@MainActor @Suite struct UIViewLayoutTests {
    /// Views made in code translate their autoresizing mask, as in UIKit:
    /// a subview left with `true` keeps its frame; constraints move the
    /// ones that opt out.
    @Test func autoresizingIsOnByDefault() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let framed = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let pinned = UIView()
        #expect(framed.translatesAutoresizingMaskIntoConstraints)
        pinned.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(framed)
        root.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: framed.trailingAnchor, constant: 8),
            pinned.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
            pinned.widthAnchor.constraint(equalToConstant: 100),
            pinned.heightAnchor.constraint(equalTo: pinned.widthAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        #expect(framed.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        // 10 + 30 + 8 = 48 across; 12 down; 100 × 50.
        #expect(pinned.frame == CGRect(x: 48, y: 12, width: 100, height: 50))
    }

    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`,
    /// `isActive` and `constant` changes, as UIKit code uses them.
    @Test func itemAttributeConstraintsAndConstantChanges() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let leading = NSLayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: root,
                                         attribute: .leading, multiplier: 1, constant: 20)
        let width = NSLayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: root,
                                       attribute: .width, multiplier: 0.25, constant: 0)
        leading.isActive = true
        width.isActive = true
        box.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        box.heightAnchor.constraint(equalToConstant: 10).isActive = true
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 0, width: 50, height: 10))
        #expect(leading.firstItem === box)
        #expect(leading.secondItem === root)
        #expect(root.constraints.contains { $0 === leading })
        leading.constant = 30
        root.layoutIfNeeded()
        #expect(box.frame.minX == 30)
        leading.isActive = false
        #expect(!root.constraints.contains { $0 === leading })
    }

    /// A subclass's `layoutSubviews` and `intrinsicContentSize` overrides are
    /// what the engine calls and reads.
    @Test func overridesAreWhatTheEngineUses() {
        final class Badge: UIView {
            var side: CGFloat = 24 { didSet { invalidateIntrinsicContentSize() } }
            var layouts = 0
            override var intrinsicContentSize: CGSize { CGSize(width: side * 2, height: side) }
            override func layoutSubviews() {
                super.layoutSubviews()
                layouts += 1
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let badge = Badge()
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        badge.centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
        badge.centerYAnchor.constraint(equalTo: root.centerYAnchor).isActive = true
        root.layoutIfNeeded()
        // 48 × 24 centred in 200 × 100: (76, 38).
        #expect(badge.frame == CGRect(x: 76, y: 38, width: 48, height: 24))
        #expect(badge.layouts == 1)
        badge.side = 30
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 70, y: 35, width: 60, height: 30))
    }

    /// Apple's `layoutSubviews()` page: "The default implementation uses any
    /// constraints you set to determine the size and position of any
    /// subviews." So an override that does not call `super` leaves its
    /// constrained subviews where they were (unplaced), and one that does
    /// places them (docs/uikit.md, "Held-out corpus 4").
    @Test func layoutSubviewsWithoutSuperLeavesConstrainedSubviewsUnplaced() {
        final class Panel: UIView {
            let callsSuper: Bool
            let inner = UIView()
            init(callsSuper: Bool) {
                self.callsSuper = callsSuper
                super.init(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
                inner.translatesAutoresizingMaskIntoConstraints = false
                addSubview(inner)
                NSLayoutConstraint.activate([
                    inner.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                    inner.topAnchor.constraint(equalTo: topAnchor, constant: 20),
                    inner.widthAnchor.constraint(equalToConstant: 30),
                    inner.heightAnchor.constraint(equalToConstant: 40),
                ])
            }
            required init?(coder: NSCoder) { nil }
            override func layoutSubviews() {
                if callsSuper { super.layoutSubviews() }
            }
        }
        let placing = Panel(callsSuper: true)
        placing.layoutIfNeeded()
        #expect(placing.inner.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        let skipping = Panel(callsSuper: false)
        skipping.layoutIfNeeded()
        #expect(skipping.inner.frame == .zero)
    }

    /// A stack view of fixed-size views, spacing 10: widths add up.
    @Test func stackViewArrangesLikeUIKit() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let boxes = [40, 60].map { (width: CGFloat) -> UIView in
            let box = UIView()
            box.widthAnchor.constraint(equalToConstant: width).isActive = true
            box.heightAnchor.constraint(equalToConstant: 20).isActive = true
            return box
        }
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.axis = .horizontal
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5).isActive = true
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 5).isActive = true
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 5, y: 5, width: 110, height: 20))
        #expect(boxes[1].frame == CGRect(x: 50, y: 0, width: 60, height: 20))
        #expect(stack.arrangedSubviews == boxes)
        boxes[0].isHidden = true
        root.layoutIfNeeded()
        #expect(stack.frame.width == 60)
    }

    /// A bad visual format is reported where UIKit would raise, with the
    /// file and line of the call; nothing is returned.
    @Test func aBadVisualFormatIsAnIssueNotACrash() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView()
        root.addSubview(a)
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[missing]-|", options: [],
                                                   metrics: nil, views: ["a": a])
        #expect(made.isEmpty)
        let issue = try #require(root.trellis.layoutView.layoutIssues.first)
        #expect("\(issue)".contains("UIViewLayoutTests.swift"))
        let good = NSLayoutConstraint.constraints(withVisualFormat: "H:|-(m)-[a]", options: [],
                                                   metrics: ["m": CGFloat(12)], views: ["a": a])
        #expect(good.count == 1)
        #expect(good.first?.constant == 12)
    }

    /// Views are named after the properties that hold them.
    @Test func viewsAreNamedAfterTheirProperties() {
        final class Card: UIView {
            let titleLabel = UILabel()
            private let divider = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(titleLabel)
                addSubview(divider)
                addSubview(UIView())
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        let card = Card()
        card.trellis.nameViews()
        #expect(card.subviews.map { $0.trellis.name } == ["titleLabel", "divider", "UIView"])
    }
}
