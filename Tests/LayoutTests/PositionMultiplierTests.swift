import Testing
import Layout

/// A multiplier on a position is read in the coordinates of the view the
/// constraint is installed on (its items' closest common ancestor), as
/// UIKit's engine reads it: `dot.centerX == 0.5 × box.right` centres the dot
/// half-way across `box`, wherever `box` is. Source: Rob Mayoff's
/// measurements of UIKit ("Autolayout - When using NSLayoutAttributeCenterX,
/// what scale does the multiplier use?", Stack Overflow, 2014): the
/// constraint is evaluated in the closest common ancestor's coordinate
/// system. Expected frames by hand, in root coordinates.
@Suite struct PositionMultiplierTests {
    /// A 400 × 200 root holding `box` at (100, 40), 200 × 100, and a 10 × 10
    /// `dot` in it.
    func makeBox() -> (screen: View, box: View, dot: View) {
        let screen = root(width: 400, height: 200)
        let box = View(name: "box"), dot = View(name: "dot")
        screen.addSubview(box)
        box.addSubview(dot)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: screen.leftAnchor, constant: 100),
            box.topAnchor.constraint(equalTo: screen.topAnchor, constant: 40),
            box.widthAnchor.constraint(equalToConstant: 200), box.heightAnchor.constraint(equalToConstant: 100),
            dot.widthAnchor.constraint(equalToConstant: 10), dot.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (screen, box, dot)
    }

    func absoluteFrame(_ view: View) -> Rect {
        var origin = view.frame.origin
        var up = view.superview
        while let next = up { origin.x += next.frame.minX; origin.y += next.frame.minY; up = next.superview }
        return Rect(origin: origin, size: view.frame.size)
    }

    /// 0.5 × box's right (200 in box's coordinates) = 100: the dot's centre
    /// 100 into box, its left at 100 + 100 − 5 = 195. Read in root
    /// coordinates it would be 0.5 × 300 = 150, left at 145, outside box.
    @Test func centerXHalfWayAcrossItsSuperview() {
        let (screen, box, dot) = makeBox()
        LayoutConstraint.activate([
            LayoutConstraint(item: dot, attribute: .centerX, relatedBy: .equal, toItem: box, attribute: .right, multiplier: 0.5),
            dot.topAnchor.constraint(equalTo: box.topAnchor),
        ])
        screen.layoutIfNeeded()
        #expect(absoluteFrame(dot) == Rect(x: 195, y: 40, width: 10, height: 10))
        #expect(dot.frame.minX == 95)
    }

    /// Vertically too: 0.25 × box's bottom (100) = 25 below box's top,
    /// y = 40 + 25 = 65; with a constant of 5, 70.
    @Test func topAQuarterDownItsSuperview() {
        let (screen, box, dot) = makeBox()
        LayoutConstraint.activate([
            dot.leftAnchor.constraint(equalTo: box.leftAnchor),
            LayoutConstraint(item: dot, attribute: .top, relatedBy: .equal, toItem: box, attribute: .bottom, multiplier: 0.25, constant: 5),
        ])
        screen.layoutIfNeeded()
        #expect(absoluteFrame(dot) == Rect(x: 100, y: 70, width: 10, height: 10))
    }

    /// Leading and trailing right to left are the mirror image of left to
    /// right. Left to right, `dot.leading == 0.25 × box.trailing` puts the
    /// dot's left 0.25 × 200 = 50 into box (x = 150); mirrored in the
    /// 400-point root (box stays at 100…300), its right edge is at
    /// 400 − 150 = 250, so x = 240.
    @Test func leadingMirrorsRightToLeft() {
        for (direction, x) in [(UserInterfaceLayoutDirection.leftToRight, 150.0), (.rightToLeft, 240)] {
            let (screen, box, dot) = makeBox()
            screen.userInterfaceLayoutDirection = direction
            // box itself placed by left/right so that it does not move.
            LayoutConstraint.activate([
                LayoutConstraint(item: dot, attribute: .leading, relatedBy: .equal, toItem: box, attribute: .trailing, multiplier: 0.25),
                dot.topAnchor.constraint(equalTo: box.topAnchor),
            ])
            screen.layoutIfNeeded()
            #expect(absoluteFrame(dot).minX == x, "\(direction)")
        }
    }

    /// A multiplier of 1 is unchanged (the origins cancel), and so is a
    /// multiplied size.
    @Test func multiplierOfOneAndSizesUnchanged() {
        let (screen, box, dot) = makeBox()
        LayoutConstraint.activate([
            dot.centerXAnchor.constraint(equalTo: box.centerXAnchor, constant: 10),
            dot.topAnchor.constraint(equalTo: box.topAnchor),
        ])
        let wide = View(name: "wide")
        box.addSubview(wide)
        LayoutConstraint.activate([
            wide.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
            wide.heightAnchor.constraint(equalToConstant: 1),
            wide.leftAnchor.constraint(equalTo: box.leftAnchor), wide.topAnchor.constraint(equalTo: box.topAnchor),
        ])
        screen.layoutIfNeeded()
        #expect(absoluteFrame(dot).minX == 100 + 100 + 10 - 5)
        #expect(wide.frame.width == 100)
    }
}
