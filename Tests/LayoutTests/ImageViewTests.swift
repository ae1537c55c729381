import Layout
import Testing
import TrellisTestSupport

/// Image views: intrinsic size from the image, every content mode's
/// rectangle, nine-slice pieces, tint and mirroring as the solved layout
/// carries them. Expected rectangles are worked out by hand in each comment.
@Suite struct ImageViewTests {
    let bar = try! Image(contentsOfFile: fixtures + "/images/bar.png")      // 40 × 20
    let bar2x = try! Image(contentsOfFile: fixtures + "/images/bar@2x.png") // 20 × 10 points

    @Test func intrinsicSizeIsTheImagesSizeInPoints() {
        #expect(ImageView(image: bar).intrinsicContentSize == Size(width: 40, height: 20))
        #expect(ImageView(image: bar2x).intrinsicContentSize == Size(width: 20, height: 10))
        // No image: no intrinsic size on either axis.
        #expect(ImageView().intrinsicContentSize == Size(width: -1, height: -1))
    }

    /// Only its position is constrained: it takes its image's size, and a
    /// new image re-lays it out.
    @Test func aNewImageChangesTheLayout() {
        let root = View(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        let imageView = ImageView(image: bar, name: "image")
        root.addSubview(imageView)
        imageView.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10).isActive = true
        imageView.topAnchor.constraint(equalTo: root.topAnchor, constant: 5).isActive = true
        root.layoutIfNeeded()
        #expect(imageView.frame == Rect(x: 10, y: 5, width: 40, height: 20))
        imageView.image = bar2x
        root.layoutIfNeeded()
        #expect(imageView.frame == Rect(x: 10, y: 5, width: 20, height: 10))
    }

    /// A 40 × 20 image in a 100 × 100 view. Fit: scale min(100/40, 100/20)
    /// = 2.5 → 100 × 50, centred at y 25. Fill: max = 5 → 200 × 100,
    /// centred at x −50. At its own size: centred x (100 − 40)/2 = 30,
    /// y (100 − 20)/2 = 40; right x 60; bottom y 80.
    @Test(arguments: [
        (ContentMode.scaleToFill, Rect(x: 0, y: 0, width: 100, height: 100)),
        (.scaleAspectFit, Rect(x: 0, y: 25, width: 100, height: 50)),
        (.scaleAspectFill, Rect(x: -50, y: 0, width: 200, height: 100)),
        (.redraw, Rect(x: 0, y: 0, width: 100, height: 100)),
        (.center, Rect(x: 30, y: 40, width: 40, height: 20)),
        (.top, Rect(x: 30, y: 0, width: 40, height: 20)),
        (.bottom, Rect(x: 30, y: 80, width: 40, height: 20)),
        (.left, Rect(x: 0, y: 40, width: 40, height: 20)),
        (.right, Rect(x: 60, y: 40, width: 40, height: 20)),
        (.topLeft, Rect(x: 0, y: 0, width: 40, height: 20)),
        (.topRight, Rect(x: 60, y: 0, width: 40, height: 20)),
        (.bottomLeft, Rect(x: 0, y: 80, width: 40, height: 20)),
        (.bottomRight, Rect(x: 60, y: 80, width: 40, height: 20)),
    ])
    func contentModeRects(mode: ContentMode, expected: Rect) {
        #expect(mode.rect(for: Size(width: 40, height: 20), in: Rect(x: 0, y: 0, width: 100, height: 100)) == expected)
    }

    @Test func everyContentModeIsCovered() {
        #expect(ContentMode.allCases.count == 13)
    }

    /// The solved layout carries the rectangle in the root's coordinates:
    /// the view at (10, 20), center mode → (10 + 30, 20 + 40).
    @Test func theSolvedLayoutCarriesTheRectInRootCoordinates() throws {
        let root = View(name: "root")
        let imageView = ImageView(image: bar, name: "image")
        imageView.contentMode = .center
        root.addSubview(imageView)
        LayoutConstraint.activate([
            imageView.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            imageView.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            imageView.widthAnchor.constraint(equalToConstant: 100),
            imageView.heightAnchor.constraint(equalToConstant: 100),
        ])
        let layout = try root.solvedLayout(width: 200, height: 200)
        let drawn = layout[imageView]?.image
        #expect(drawn?.rect == Rect(x: 40, y: 60, width: 40, height: 20))
        #expect(drawn?.slices.count == 1)
        #expect(drawn?.tintColor == nil && drawn?.isMirrored == false)
        #expect(layout[root]?.image == nil)
    }

    /// A 9 × 9 image with caps of 3 drawn in 30 × 30: corners 3 × 3 at the
    /// corners, edges 24 long, the centre 24 × 24.
    @Test func nineSlices() {
        let slices = ImageSlice.nineSlices(imageSize: Size(width: 9, height: 9),
                                           capInsets: EdgeInsets(top: 3, left: 3, bottom: 3, right: 3),
                                           destination: Rect(x: 0, y: 0, width: 30, height: 30), resizingMode: .stretch)
        let expected: [(Rect, Rect)] = [
            (Rect(x: 0, y: 0, width: 3, height: 3), Rect(x: 0, y: 0, width: 3, height: 3)),
            (Rect(x: 3, y: 0, width: 3, height: 3), Rect(x: 3, y: 0, width: 24, height: 3)),
            (Rect(x: 6, y: 0, width: 3, height: 3), Rect(x: 27, y: 0, width: 3, height: 3)),
            (Rect(x: 0, y: 3, width: 3, height: 3), Rect(x: 0, y: 3, width: 3, height: 24)),
            (Rect(x: 3, y: 3, width: 3, height: 3), Rect(x: 3, y: 3, width: 24, height: 24)),
            (Rect(x: 6, y: 3, width: 3, height: 3), Rect(x: 27, y: 3, width: 3, height: 24)),
            (Rect(x: 0, y: 6, width: 3, height: 3), Rect(x: 0, y: 27, width: 3, height: 3)),
            (Rect(x: 3, y: 6, width: 3, height: 3), Rect(x: 3, y: 27, width: 24, height: 3)),
            (Rect(x: 6, y: 6, width: 3, height: 3), Rect(x: 27, y: 27, width: 3, height: 3)),
        ]
        #expect(slices.map(\.source) == expected.map(\.0))
        #expect(slices.map(\.destination) == expected.map(\.1))
        #expect(slices.allSatisfy { !$0.tiles })
        // Tiled (UIKit's default): the edges and centre tile, the corners do not.
        let tiled = ImageSlice.nineSlices(imageSize: Size(width: 9, height: 9),
                                          capInsets: EdgeInsets(top: 3, left: 3, bottom: 3, right: 3),
                                          destination: Rect(x: 0, y: 0, width: 30, height: 30), resizingMode: .tile)
        #expect(tiled.map(\.tiles) == [false, true, false, true, true, true, false, true, false])
    }

    /// Caps of 3 + 3 in a 4 × 4 destination shrink to 2 + 2; the edges and
    /// centre have no room and are left out.
    @Test func capsShrinkWhenTheyDoNotFit() {
        let slices = ImageSlice.nineSlices(imageSize: Size(width: 9, height: 9),
                                           capInsets: EdgeInsets(top: 3, left: 3, bottom: 3, right: 3),
                                           destination: Rect(x: 10, y: 10, width: 4, height: 4), resizingMode: .stretch)
        #expect(slices.map(\.destination) == [
            Rect(x: 10, y: 10, width: 2, height: 2), Rect(x: 12, y: 10, width: 2, height: 2),
            Rect(x: 10, y: 12, width: 2, height: 2), Rect(x: 12, y: 12, width: 2, height: 2),
        ])
    }

    @Test func resizableImagesAreDrawnInSlices() {
        let imageView = ImageView(image: bar.resizable(capInsets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)))
        let drawn = imageView.drawnImage(inRootFrame: Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(drawn?.slices.count == 9)
        #expect(drawn?.image.resizingMode == .tile)
    }

    /// Template images take the image's tint, else the view's, else iOS's
    /// default blue; original images take none.
    @Test func tintResolution() {
        var template = bar
        template.renderingMode = .alwaysTemplate
        let imageView = ImageView(image: template)
        let frame = Rect(x: 0, y: 0, width: 40, height: 20)
        #expect(imageView.drawnImage(inRootFrame: frame)?.tintColor == .systemBlue)
        imageView.tintColor = .red
        #expect(imageView.drawnImage(inRootFrame: frame)?.tintColor == .red)
        template.tintColor = .green
        imageView.image = template
        #expect(imageView.drawnImage(inRootFrame: frame)?.tintColor == .green)
        imageView.image = bar
        #expect(imageView.drawnImage(inRootFrame: frame)?.tintColor == nil)
    }

    /// Mirrored only when the image flips and the view lays out right to left.
    @Test func mirroredInRightToLeftWhenTheImageFlips() {
        var flipping = bar
        flipping.flipsForRightToLeftLayoutDirection = true
        let frame = Rect(x: 0, y: 0, width: 40, height: 20)
        let rtl = ImageView(image: flipping)
        rtl.semanticContentAttribute = .forceRightToLeft
        #expect(rtl.drawnImage(inRootFrame: frame)?.isMirrored == true)
        let ltr = ImageView(image: flipping)
        #expect(ltr.drawnImage(inRootFrame: frame)?.isMirrored == false)
        let plain = ImageView(image: bar)
        plain.semanticContentAttribute = .forceRightToLeft
        #expect(plain.drawnImage(inRootFrame: frame)?.isMirrored == false)
    }

    /// Core Animation's defaults: black, opacity 0, offset (0, −3), radius 3.
    @Test func shadowDefaultsAreCoreAnimations() throws {
        let shadow = Shadow()
        #expect(shadow.color == .black && shadow.opacity == 0)
        #expect(shadow.offset == Size(width: 0, height: -3) && shadow.radius == 3)
        #expect(!shadow.isVisible)
        let view = View()
        #expect(view.shadow == nil)
        view.shadow = Shadow(opacity: 0.5)
        let layout = try view.solvedLayout(width: 10, height: 10)
        #expect(layout.views[0].shadow == Shadow(opacity: 0.5))
    }
}
