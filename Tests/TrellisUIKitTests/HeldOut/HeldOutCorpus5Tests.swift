import Foundation
import Layout
import Render
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// What the fifth held-out corpus (docs/uikit.md, "Held-out corpus 5")
/// found missing, each in the behaviour Apple documents: an image's
/// pixels read through `cgImage`, a path's tangent arcs, tight bounds and
/// hit-testing, spring timing, a search bar's input traits, a button's
/// image adjustment flags and a layer's sublayers replaced at once; and
/// the defects its pictures showed: a page view controller's page
/// indicator, a child's preferred size told to its parent, a button's
/// template image in its tint.
@MainActor @Suite struct HeldOutCorpus5Tests {
    /// The four bytes of the pixel at (`x`, `y`) of `image`'s bitmap, as
    /// an app reads them: `dataProvider?.data`, `CFDataGetBytePtr`, the
    /// offset from `bytesPerRow` and `bitsPerPixel`.
    private func bytes(of image: CGImage, x: Int, y: Int) throws -> [UInt8] {
        let data = try #require(image.dataProvider?.data)
        let pointer = try #require(CFDataGetBytePtr(data))
        let offset = y * image.bytesPerRow + x * image.bitsPerPixel / 8
        return (0..<4).map { pointer[offset + $0] }
    }

    // MARK: UIImage.cgImage

    /// A 4 × 2 image drawn at scale 1, its left half opaque red: its bitmap
    /// is 4 × 2 pixels of 32 bits, rows of 16 bytes, red then green, blue
    /// and alpha in memory (the layout `alphaInfo` says), the right half
    /// all zero (transparent, premultiplied).
    @Test func anImagesPixelsAreReadThroughItsCGImage() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let bitmap = try #require(image.cgImage)
        #expect(bitmap.width == 4 && bitmap.height == 2)
        #expect(bitmap.bitsPerComponent == 8 && bitmap.bitsPerPixel == 32 && bitmap.bytesPerRow == 16)
        #expect(bitmap.alphaInfo == .premultipliedLast)
        #expect(bitmap.bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue == CGImageAlphaInfo.premultipliedLast.rawValue)
        #expect(CFDataGetLength(bitmap.dataProvider?.data) == 32)
        #expect(try bytes(of: bitmap, x: 0, y: 0) == [255, 0, 0, 255])
        #expect(try bytes(of: bitmap, x: 1, y: 1) == [255, 0, 0, 255])
        #expect(try bytes(of: bitmap, x: 3, y: 0) == [0, 0, 0, 0])
        #expect(try bytes(of: bitmap, x: 2, y: 1) == [0, 0, 0, 0])
    }

    /// Half-transparent blue is stored premultiplied: blue equals alpha,
    /// half of 255 either way of the rounding.
    @Test func translucentPixelsArePremultiplied() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format).image { context in
            UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        let pixel = try bytes(of: try #require(image.cgImage), x: 0, y: 0)
        #expect(pixel[0] == 0 && pixel[1] == 0)
        #expect((127...128).contains(pixel[3]))
        #expect(pixel[2] == pixel[3])
    }

    /// A 2 × 1-point image at scale 2 is 4 × 2 pixels; `UIImage(cgImage:scale:orientation:)`
    /// gives points back by the scale asked for; `UIImage()` has no bitmap.
    @Test func theBitmapCountsPixelsAndTheImageCountsPoints() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format).image { context in
            UIColor(red: 0, green: 1, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        let bitmap = try #require(image.cgImage)
        #expect(bitmap.width == 4 && bitmap.height == 2)
        #expect(try bytes(of: bitmap, x: 1, y: 1) == [0, 255, 0, 255])
        #expect(try bytes(of: bitmap, x: 2, y: 0) == [0, 0, 0, 0])
        #expect(UIImage(cgImage: bitmap).size == CGSize(width: 4, height: 2))
        #expect(UIImage(cgImage: bitmap, scale: 2, orientation: .up).size == CGSize(width: 2, height: 1))
        #expect(UIImage().cgImage == nil)
    }

    /// An image made from a bitmap draws its pixels: an image view of the
    /// red-and-clear image over white shows red at left, white at right.
    @Test func anImageMadeFromABitmapDrawsItsPixels() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        view.backgroundColor = .white
        let imageView = UIImageView(image: UIImage(cgImage: try #require(drawn.cgImage)))
        imageView.frame = view.bounds
        view.addSubview(imageView)
        let at = try onePointPixels(view, width: 4, height: 2)
        #expect(at(0, 0) == 0xFF0000)
        #expect(at(3, 1) == 0xFFFFFF)
    }

    /// A PNG file's pixels read back through `cgImage`, as
    /// scripts/gen-image-fixtures describes them: nine.png is 9 × 9 pixels
    /// in blocks of three (red, green, blue across the top; yellow, cyan,
    /// magenta; dark red, dark green, dark blue); bar@2x.png is 40 × 20
    /// pixels (20 × 10 points), red left of x 20, blue right.
    @Test func aPNGFilesPixelsReadBackThroughCGImage() throws {
        let nine = try #require(UIImage(contentsOfFile: fixtures + "/images/nine.png")?.cgImage)
        #expect(nine.width == 9 && nine.height == 9)
        #expect(try bytes(of: nine, x: 0, y: 0) == [255, 0, 0, 255])
        #expect(try bytes(of: nine, x: 8, y: 0) == [0, 0, 255, 255])
        #expect(try bytes(of: nine, x: 4, y: 4) == [0, 255, 255, 255])
        #expect(try bytes(of: nine, x: 5, y: 3) == [0, 255, 255, 255])
        #expect(try bytes(of: nine, x: 8, y: 8) == [0, 0, 128, 255])
        let bar = try #require(UIImage(contentsOfFile: fixtures + "/images/bar@2x.png"))
        #expect(bar.size == CGSize(width: 20, height: 10))
        let bitmap = try #require(bar.cgImage)
        #expect(bitmap.width == 40 && bitmap.height == 20)
        #expect(try bytes(of: bitmap, x: 19, y: 19) == [255, 0, 0, 255])
        #expect(try bytes(of: bitmap, x: 20, y: 0) == [0, 0, 255, 255])
    }

    // MARK: Paths

    /// Core Graphics' tangent arc: from (10, 0) towards the corner (0, 0),
    /// turning to (0, 10) with radius 4. The lines meet at a right angle,
    /// so the arc touches them 4 / tan(45°) = 4 from the corner, at (4, 0)
    /// and (0, 4), about the centre (4, 4): the path ends at (0, 4) and its
    /// outline spans x 0…10, y 0…4.
    @Test func aTangentArcRoundsTheCornerBetweenTwoLines() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 0))
        path.addArc(tangent1End: CGPoint(x: 0, y: 0), tangent2End: CGPoint(x: 0, y: 10), radius: 4)
        #expect(abs(path.currentPoint.x - 0) < 1e-9 && abs(path.currentPoint.y - 4) < 1e-9)
        let box = path.boundingBoxOfPath
        #expect(abs(box.minX) < 1e-9 && abs(box.minY) < 1e-9)
        #expect(abs(box.maxX - 10) < 1e-9 && abs(box.maxY - 4) < 1e-9)
        // The arc's middle lies on the circle, 4·(1 − 1/√2) from each line.
        let inset = 4 * (1 - 1 / 2.squareRoot())
        path.addLine(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.closeSubpath()
        #expect(path.contains(CGPoint(x: inset + 0.05, y: inset + 0.05)))
        #expect(!path.contains(CGPoint(x: inset - 0.05, y: inset - 0.05)))
    }

    /// Points on one line, or a radius of 0, give only the line to the
    /// first tangent point, as Core Graphics documents.
    @Test func aTangentArcOfCollinearPointsIsALine() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 3)
        #expect(path.currentPoint == CGPoint(x: 5, y: 0))
        path.addArc(tangent1End: CGPoint(x: 5, y: 5), tangent2End: CGPoint(x: 0, y: 5), radius: 0)
        #expect(path.currentPoint == CGPoint(x: 5, y: 5))
    }

    /// `boundingBox` holds a curve's control points, `boundingBoxOfPath`
    /// only the curve: from (0, 0) to (10, 0) with controls at y 10, the
    /// curve's y is 30·t·(1 − t), at most 7.5 (t = ½).
    @Test func theTightBoxLeavesOutControlPoints() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
        #expect(path.boundingBox.height == 10)
        #expect(abs(path.boundingBoxOfPath.height - 7.5) < 1e-9)
        #expect(path.boundingBoxOfPath.width == 10)
    }

    /// Filling rules: two squares drawn the same way round make a winding
    /// number of 2 inside the inner one, filled by the non-zero rule and a
    /// hole by the even-odd rule; the transform moves the path first.
    @Test func containsFollowsTheFillRuleAndTheTransform() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(!path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 1, y: 5), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 15, y: 5)))
        #expect(path.contains(CGPoint(x: 21, y: 5), transform: CGAffineTransform(translationX: 20, y: 0)))
        let circle = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(circle.contains(CGPoint(x: 5, y: 5)))
        #expect(!circle.contains(CGPoint(x: 0.5, y: 0.5)))
    }

    // MARK: Timing, traits, flags

    /// Darwin's math.h defines `HUGE` as `MAXFLOAT`.
    @Test func hugeIsDarwinsLargestFloat() {
        #expect(HUGE == MAXFLOAT)
        #expect(HUGE.isFinite)
    }

    /// A spring's damping ratio from mass, stiffness and damping is
    /// damping / (2·√(stiffness·mass)): 10 / (2·√100) = 0.5. The cubic
    /// curves' control points are Core Animation's named functions'. An
    /// animator made with parameters keeps them and applies its animations
    /// when started, as any animator here.
    @Test func timingParametersAreKeptByTheAnimator() {
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 4))
        #expect(abs(spring.dampingRatio - 0.5) < 1e-12)
        #expect(spring.initialVelocity.dy == 4)
        #expect(UISpringTimingParameters(dampingRatio: 0.75).dampingRatio == 0.75)
        #expect(UICubicTimingParameters(animationCurve: .easeOut).controlPoint2 == CGPoint(x: 0.58, y: 1))
        #expect(UICubicTimingParameters(animationCurve: .easeIn).controlPoint1 == CGPoint(x: 0.42, y: 0))
        let view = UIView()
        let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: spring)
        #expect(animator.timingParameters === spring)
        #expect(animator.duration == 0.3)
        animator.addAnimations { view.alpha = 0 }
        #expect(view.alpha == 1)
        animator.startAnimation()
        #expect(view.alpha == 0)
    }

    /// A search bar's input traits are its field's: set on the bar, read on
    /// the field that takes the typing.
    @Test func aSearchBarsTraitsAreItsFields() {
        let bar = UISearchBar()
        #expect(bar.smartQuotesType == .default)
        bar.smartQuotesType = .no
        bar.smartDashesType = .no
        bar.returnKeyType = .search
        #expect(bar.searchTextField.smartQuotesType == .no)
        #expect(bar.searchTextField.smartDashesType == .no)
        #expect(bar.searchTextField.returnKeyType == .search)
    }

    /// Both flags are true by default (Apple) and kept per button.
    @Test func aButtonKeepsItsImageAdjustmentFlags() {
        let button = UIButton(type: .custom), other = UIButton(type: .custom)
        #expect(button.adjustsImageWhenDisabled && button.adjustsImageWhenHighlighted)
        button.adjustsImageWhenDisabled = false
        #expect(!button.adjustsImageWhenDisabled && button.adjustsImageWhenHighlighted)
        #expect(other.adjustsImageWhenDisabled)
    }

    // MARK: Sublayers

    /// Setting `sublayers` replaces them all: `nil` takes every added layer
    /// off (its superlayer becomes nil, it is no longer drawn); a list adds
    /// its layers in order, the last drawn on top.
    @Test func settingSublayersReplacesThem() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .white
        let red = CALayer(), blue = CALayer()
        red.frame = view.bounds
        red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        blue.frame = CGRect(x: 0, y: 0, width: 5, height: 10)
        blue.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
        view.layer.addSublayer(red)
        #expect(try onePointPixels(view, width: 10, height: 10)(7, 5) == 0xFF0000)
        view.layer.sublayers = nil
        #expect(red.superlayer == nil)
        #expect(view.layer.sublayers == nil)
        #expect(try onePointPixels(view, width: 10, height: 10)(7, 5) == 0xFFFFFF)
        view.layer.sublayers = [red, blue]
        #expect(red.superlayer === view.layer && blue.superlayer === view.layer)
        let at = try onePointPixels(view, width: 10, height: 10)
        #expect(at(2, 5) == 0x0000FF)
        #expect(at(7, 5) == 0xFF0000)
    }

    // MARK: A page view controller's page indicator

    private final class Pages: NSObject, UIPageViewControllerDataSource {
        let pages = (0..<3).map { _ in UIViewController() }
        let counts: Bool
        init(counts: Bool) { self.counts = counts }
        func pageViewController(_ pager: UIPageViewController, viewControllerBefore page: UIViewController) -> UIViewController? {
            pages.firstIndex(of: page).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
        }
        func pageViewController(_ pager: UIPageViewController, viewControllerAfter page: UIViewController) -> UIViewController? {
            pages.firstIndex(of: page).flatMap { $0 < 2 ? pages[$0 + 1] : nil }
        }
        func presentationCount(for pager: UIPageViewController) -> Int { counts ? 3 : 0 }
        func presentationIndex(for pager: UIPageViewController) -> Int { counts ? 1 : 0 }
    }

    /// Apple: a scrolling, horizontal page view controller whose data
    /// source gives a count and an index shows a page indicator of that
    /// many pages, the index marked. It is a `UIPageControl` among the
    /// controller's view's subviews (apps colour it); the page ends above
    /// its 37 points. Turning a page moves the mark; the dots are drawn in
    /// the colours the app gives: 3 dots are 15.75·3 − 8.75 = 38.5 points
    /// wide, centred in 320 from x 140.75, dot i's middle at
    /// 144.25 + 15.75·i, the row's middle at 263 + 37/2.
    @Test func aScrollingPageViewControllerShowsItsPageIndicator() throws {
        let source = Pages(counts: true)
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = source
        pager.view.backgroundColor = .white
        pager.setViewControllers([source.pages[1]], direction: .forward, animated: false)
        let indicator = try #require(pager.view.subviews.first { $0 is UIPageControl } as? UIPageControl)
        #expect(indicator.numberOfPages == 3 && indicator.currentPage == 1)
        indicator.currentPageIndicatorTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        indicator.pageIndicatorTintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        _ = try pager.view.trellis.solvedLayout(width: 320, height: 300)
        #expect(source.pages[1].view.frame == CGRect(x: 0, y: 0, width: 320, height: 263))
        #expect(indicator.frame == CGRect(x: 0, y: 263, width: 320, height: 37))
        let at = try onePointPixels(pager.view, width: 320, height: 300)
        #expect(at(160, 281) == 0xFF0000)
        #expect(at(144, 281) == 0x0000FF)
        #expect(pager.trellis.turnPage(.forward))
        #expect(indicator.currentPage == 2)
    }

    /// A data source that gives no count (the protocol's defaults) shows
    /// no indicator: the page fills the view.
    @Test func noCountNoIndicator() throws {
        let source = Pages(counts: false)
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = source
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        #expect(!pager.view.subviews.contains { $0 is UIPageControl })
        _ = try pager.view.trellis.solvedLayout(width: 320, height: 300)
        #expect(source.pages[0].view.frame == CGRect(x: 0, y: 0, width: 320, height: 300))
    }

    // MARK: A child's preferred content size

    /// Apple (`preferredContentSizeDidChange(forChildContentContainer:)`):
    /// the container is told when a child's preferred content size changes.
    /// A sheet-like parent that sizes its card from it gets the card's new
    /// height at the next layout; setting the same size again says nothing.
    @Test func aParentHearsItsChildsPreferredSize() throws {
        final class Sheet: UIViewController {
            let card = UIView()
            var heard: [CGSize] = []
            lazy var height = card.heightAnchor.constraint(equalToConstant: 100)
            override func viewDidLoad() {
                super.viewDidLoad()
                card.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(card)
                NSLayoutConstraint.activate([card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                             card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                                             card.bottomAnchor.constraint(equalTo: view.bottomAnchor), height])
            }
            override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
                super.preferredContentSizeDidChange(forChildContentContainer: container)
                heard.append(container.preferredContentSize)
                height.constant = container.preferredContentSize.height + 46
            }
        }
        let sheet = Sheet(), content = UIViewController()
        sheet.addChild(content)
        content.didMove(toParent: sheet)
        content.preferredContentSize = CGSize(width: 0, height: 200)
        content.preferredContentSize = CGSize(width: 0, height: 200)
        #expect(sheet.heard == [CGSize(width: 0, height: 200)])
        _ = try sheet.view.trellis.solvedLayout(width: 320, height: 500)
        #expect(sheet.card.frame == CGRect(x: 0, y: 254, width: 320, height: 246))
        UIViewController().preferredContentSize = CGSize(width: 1, height: 1)  // no parent: nobody to tell
    }

    // MARK: A button's template image

    /// A template image in a button takes the button's tint, as template
    /// images in any view do: a custom button (white title) draws its
    /// template dot in the tint given, a system one too, even when its
    /// title colour is another; an image drawn as it is keeps its colours.
    @Test func aButtonsTemplateImageTakesTheTint() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            UIColor(red: 0, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        func centre(_ type: UIButton.ButtonType, template: Bool, titleColor: UIColor? = nil) throws -> UInt32 {
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            box.backgroundColor = .white
            let button = UIButton(type: type)
            button.frame = box.bounds
            button.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            if let titleColor { button.setTitleColor(titleColor, for: .normal) }
            button.setImage(template ? dot.withRenderingMode(.alwaysTemplate) : dot, for: .normal)
            box.addSubview(button)
            return try onePointPixels(box, width: 40, height: 40)(20, 20)
        }
        #expect(try centre(.custom, template: true) == 0xFF0000)
        #expect(try centre(.system, template: true, titleColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1)) == 0xFF0000)
        #expect(try centre(.custom, template: false) == 0x000000)
    }

    // MARK: Layer contents, rendering and snapshots

    /// Core Animation: a layer's `contents` image fills its bounds (resize,
    /// the default gravity): a 2 × 2 red bitmap on a 10 × 10 layer paints
    /// it all red.
    @Test func aLayersContentsImageFillsItsBounds() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let red = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.backgroundColor = .white
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.contents = red.cgImage
        view.layer.addSublayer(layer)
        let at = try onePointPixels(view, width: 20, height: 10)
        #expect(at(1, 1) == 0xFF0000 && at(8, 8) == 0xFF0000)
        #expect(at(15, 5) == 0xFFFFFF)
    }

    /// `render(in:)` draws a layer in its own coordinates: a blue layer at
    /// (5, 5) with a red sublayer at its top left corner fills a 10 × 10
    /// image from (0, 0), red in the sublayer's 4 × 4, blue elsewhere.
    @Test func renderDrawsALayerInItsOwnCoordinates() throws {
        let layer = CALayer(), corner = CALayer()
        layer.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        layer.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
        corner.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        corner.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        layer.addSublayer(corner)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            layer.render(in: context.cgContext)
        }
        let bitmap = try #require(image.cgImage)
        #expect(try bytes(of: bitmap, x: 2, y: 2) == [255, 0, 0, 255])
        #expect(try bytes(of: bitmap, x: 8, y: 8) == [0, 0, 255, 255])
        #expect(try bytes(of: bitmap, x: 0, y: 9) == [0, 0, 255, 255])
    }

    /// A snapshot view shows the view's picture at its size; a resizable
    /// snapshot of a rectangle shows that part only: of a 20 × 10 view red
    /// on its left half and white on its right, the right half's snapshot
    /// is white and the whole one red at left; each is its rectangle's size.
    @Test func snapshotViewsShowTheViewsPicture() throws {
        let source = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        source.backgroundColor = .white
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        left.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        source.addSubview(left)
        let whole = try #require(source.snapshotView(afterScreenUpdates: false))
        #expect(whole.frame.size == CGSize(width: 20, height: 10))
        let part = try #require(source.resizableSnapshotView(from: CGRect(x: 10, y: 0, width: 10, height: 10),
                                                             afterScreenUpdates: false, withCapInsets: .zero))
        #expect(part.frame.size == CGSize(width: 10, height: 10))
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        host.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        part.frame.origin = CGPoint(x: 20, y: 0)
        host.addSubview(whole)
        host.addSubview(part)
        let at = try onePointPixels(host, width: 40, height: 10)
        #expect(at(5, 5) == 0xFF0000 && at(15, 5) == 0xFFFFFF)
        #expect(at(25, 5) == 0xFFFFFF)
        #expect(at(35, 5) == 0x0000FF)  // past the 10-point part, the host's blue
        #expect(source.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero) == nil)
    }
}
