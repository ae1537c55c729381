import Layout
import Scene
import Testing

/// A tree is freed when nothing outside holds it: a constraint refers to
/// its items without keeping them (as UIKit's does), and a scene's
/// instance inside a root from `makeRoot` refers to the root without
/// keeping it. Before, both kept their trees alive, and `trellis verify`
/// of a thousand scenes held every tree it had built (issue 15).
@Suite struct TreeLifetimeTests {
    private let scene: Scene

    init() throws {
        scene = try Scene(yaml: """
            canvas: { width: 320 }
            views:
              - card: { background: white, margins: 12 }
                children:
                  - title: { type: label, text: "Auto Layout solves constraints", lines: 0 }
            constraints:
              - H:|-16-[card]-16-|
              - card.top == root.top + 16
              - title.leading == card.leadingMargin
              - title.trailing == card.trailingMargin
              - title.top == card.topMargin
              - card.bottomMargin == title.bottom
              - card.width >= 100
            states:
              short:
                texts: { title: "Short" }
            """)
    }

    @Test(arguments: [nil, "short"])
    func aRootFromMakeRootIsFreedWhenDropped(state: String?) {
        weak var root: View?
        weak var card: View?
        weak var constraint: LayoutConstraint?
        do {
            let built = scene.makeRoot(width: 320, state: state)
            #expect(built.solvedLayout().size.width == 320)
            root = built
            card = built.subviews.first
            constraint = built.constraints.first
            #expect(root != nil && card != nil && constraint != nil)
        }
        #expect(root == nil)
        #expect(card == nil)
        #expect(constraint == nil)
    }

    /// `build(in:)` hands its instance to the caller, who may hold only
    /// that: the instance keeps its root then.
    @Test func anInstanceFromBuildKeepsItsRoot() {
        weak var root: View?
        let instance: SceneInstance
        do {
            let built = View(name: "root")
            built.frame = Rect(x: 0, y: 0, width: 320, height: 200)
            instance = scene.build(in: built)
            root = built
        }
        #expect(root != nil)
        #expect(instance.root.solvedLayout().size.width == 320)
        #expect(instance.views["title"] is Label)
    }

    /// A subview removed and dropped between two layouts is freed at once,
    /// though the engine still has its constraints until the next pass:
    /// that pass must not read the freed items (unowned: it would trap).
    @Test func aRemovedViewIsFreedAndTheNextLayoutGoesOn() {
        let root = View(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 320, height: 200)
        weak var removed: View?
        do {
            let box = View(name: "box"), label = Label(text: "Auto Layout")
            root.addSubview(box)
            box.addSubview(label)
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.heightAnchor.constraint(equalTo: box.widthAnchor),
                label.leadingAnchor.constraint(equalTo: box.leadingAnchor),
                label.topAnchor.constraint(equalTo: box.topAnchor),
            ])
            #expect(root.solvedLayout().views.count == 3)
            box.removeFromSuperview()
            removed = box
        }
        #expect(removed == nil)
        let layout = root.solvedLayout()
        #expect(layout.views.count == 1)
        #expect(layout.issues.isEmpty)
    }

    /// A view with a constraint on itself (installed on the view) is freed.
    @Test func aViewConstrainedToItselfIsFreed() {
        weak var view: View?
        do {
            let made = View(name: "square")
            LayoutConstraint.activate([made.widthAnchor.constraint(equalTo: made.heightAnchor)])
            #expect(made.constraints.count == 1)
            view = made
        }
        #expect(view == nil)
    }
}
