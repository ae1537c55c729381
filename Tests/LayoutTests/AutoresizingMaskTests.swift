import Testing
import Layout

/// A view that translates its frame into constraints follows its
/// superview's size by its autoresizing mask, as UIKit's does (Apple,
/// `UIView.autoresizingMask`: the change in the superview's size goes to
/// the flexible parts, more to the larger). Expected frames by hand.
@Suite struct AutoresizingMaskTests {
    /// A translating view with a frame and a mask.
    func framed(_ name: String, _ frame: Rect, _ mask: AutoresizingMask) -> View {
        let view = View(name: name)
        view.translatesAutoresizingMaskIntoConstraints = true
        view.frame = frame
        view.autoresizingMask = mask
        return view
    }

    /// Code gives the root a new size: a subview flexible in width and
    /// height takes the whole change, 320 × 100 → 375 × 150 turns
    /// (10, 10, 300, 80) into (10, 10, 355, 130); an unmasked one keeps its frame.
    @Test func flexibleSizeFollowsANewRootSize() {
        let screen = root(width: 320, height: 100)
        let filling = framed("filling", Rect(x: 10, y: 10, width: 300, height: 80), [.flexibleWidth, .flexibleHeight])
        let fixed = framed("fixed", Rect(x: 5, y: 5, width: 20, height: 20), [])
        screen.addSubview(filling)
        screen.addSubview(fixed)
        screen.layoutIfNeeded()
        #expect(filling.frame == Rect(x: 10, y: 10, width: 300, height: 80))
        screen.frame = Rect(x: 0, y: 0, width: 375, height: 150)
        screen.layoutIfNeeded()
        #expect(filling.frame == Rect(x: 10, y: 10, width: 355, height: 130))
        #expect(fixed.frame == Rect(x: 5, y: 5, width: 20, height: 20))
    }

    /// A superview the engine resizes (20 in from each side of the root):
    /// 360 wide at a 400-point root, 540 at 580, a change of 180. Flexible
    /// on every part, (60, 240, 60) take 1/6, 2/3 and 1/6 of it: x 60 → 90,
    /// width 240 → 360. Flexible on the left only: x 300 → 480, width 40.
    /// Flexible on the right only: nothing moves.
    @Test func sharesFollowASuperviewTheEngineResizes() {
        let screen = root(width: 400, height: 300)
        let container = View(name: "container")
        screen.addSubview(container)
        LayoutConstraint.activate([
            container.leftAnchor.constraint(equalTo: screen.leftAnchor, constant: 20),
            container.rightAnchor.constraint(equalTo: screen.rightAnchor, constant: -20),
            container.topAnchor.constraint(equalTo: screen.topAnchor),
            container.heightAnchor.constraint(equalToConstant: 200),
        ])
        screen.layoutIfNeeded()
        #expect(container.frame.width == 360)
        let everywhere = framed("everywhere", Rect(x: 60, y: 0, width: 240, height: 10),
                                [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
        let pinnedRight = framed("pinnedRight", Rect(x: 300, y: 20, width: 40, height: 10), [.flexibleLeftMargin])
        let pinnedLeft = framed("pinnedLeft", Rect(x: 8, y: 40, width: 40, height: 10), [.flexibleRightMargin])
        for view in [everywhere, pinnedRight, pinnedLeft] { container.addSubview(view) }
        screen.layoutIfNeeded()
        #expect(everywhere.frame == Rect(x: 60, y: 0, width: 240, height: 10))
        screen.frame = Rect(x: 0, y: 0, width: 580, height: 300)
        screen.layoutIfNeeded()
        #expect(container.frame.width == 540)
        #expect(everywhere.frame == Rect(x: 90, y: 0, width: 360, height: 10))
        #expect(pinnedRight.frame == Rect(x: 480, y: 20, width: 40, height: 10))
        #expect(pinnedLeft.frame == Rect(x: 8, y: 40, width: 40, height: 10))
    }

    /// Flexible parts all zero long share the change equally: a 0-wide view
    /// at x 0 flexible in width and right margin, in a 100-wide superview
    /// whose right margin is 100 long, is not all zero, so by proportion
    /// the width (0 long) gets none of a change of 60 and the margin all;
    /// with only the width flexible it gets all 60.
    @Test func zeroLengthParts() {
        let screen = root(width: 100, height: 50)
        let both = framed("both", Rect(x: 0, y: 0, width: 0, height: 10), [.flexibleWidth, .flexibleRightMargin])
        let width = framed("width", Rect(x: 0, y: 20, width: 0, height: 10), [.flexibleWidth])
        screen.addSubview(both)
        screen.addSubview(width)
        screen.frame = Rect(x: 0, y: 0, width: 160, height: 50)
        screen.layoutIfNeeded()
        #expect(both.frame.width == 0)
        #expect(width.frame.width == 60)
    }

    /// The usual way to fill a view that is not laid out yet: a zero frame,
    /// flexible in width and height, in a container the engine sizes later
    /// (Mastodon's HUDButton puts a vibrancy view in a blur view's content
    /// view so). Every part is 0 long, so each flexible part takes an equal
    /// share, here all of it: the view fills the 200 × 80 container.
    @Test func aZeroFrameFillsAContainerLaidOutLater() {
        let screen = root(width: 300, height: 200)
        let container = View(name: "container")
        screen.addSubview(container)
        let fill = framed("fill", .zero, [.flexibleWidth, .flexibleHeight])
        container.addSubview(fill)
        LayoutConstraint.activate([
            container.leftAnchor.constraint(equalTo: screen.leftAnchor, constant: 50),
            container.topAnchor.constraint(equalTo: screen.topAnchor, constant: 60),
            container.widthAnchor.constraint(equalToConstant: 200), container.heightAnchor.constraint(equalToConstant: 80),
        ])
        screen.layoutIfNeeded()
        #expect(container.frame == Rect(x: 50, y: 60, width: 200, height: 80))
        #expect(fill.frame == Rect(x: 0, y: 0, width: 200, height: 80))
    }

    /// A root left as tall as its content (height 0) shares nothing along
    /// that axis: a subview flexible in height keeps its height.
    @Test func aRootLeftToItsContentKeepsTheHeight() {
        let screen = root(width: 320, height: 100)
        let filling = framed("filling", Rect(x: 0, y: 0, width: 320, height: 100), [.flexibleWidth, .flexibleHeight])
        screen.addSubview(filling)
        screen.frame = Rect(x: 0, y: 0, width: 400, height: 0)
        screen.layoutIfNeeded()
        #expect(filling.frame == Rect(x: 0, y: 0, width: 400, height: 100))
        // Given a real height again, the change is from the last real one,
        // 100 → 150: the subview grows by 50, not by 150.
        screen.frame = Rect(x: 0, y: 0, width: 400, height: 150)
        screen.layoutIfNeeded()
        #expect(filling.frame == Rect(x: 0, y: 0, width: 400, height: 150))
    }

    /// `autoresizesSubviews = false`: code's new size leaves the subviews as
    /// they were (UIKit: "the view does not resize its subviews").
    @Test func autoresizesSubviewsOff() {
        let screen = root(width: 320, height: 100)
        screen.autoresizesSubviews = false
        let filling = framed("filling", Rect(x: 0, y: 0, width: 320, height: 100), [.flexibleWidth])
        screen.addSubview(filling)
        screen.frame = Rect(x: 0, y: 0, width: 400, height: 100)
        screen.layoutIfNeeded()
        #expect(filling.frame.width == 320)
    }
}
