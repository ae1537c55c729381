import Layout
import Render
import Testing
@testable import TrellisUIKit

/// A scroll view's subviews' frames are in content coordinates, as UIKit's:
/// Apple's `UIScrollView`: "The origin of the bounds rectangle is set to the
/// content offset", and a subview's `frame` is "in the superview's
/// coordinate system", so scrolling changes the bounds origin and never a
/// subview's frame; a subview is drawn at its frame less the offset.
/// Pictures are painted at one pixel per point on white, read at pixels
/// worked out by hand (a pixel (x, y) covers (x, y) to (x + 1, y + 1)).
@MainActor @Suite struct ScrollViewContentCoordinatesTests {
    static let white: UInt32 = 0xFFFFFF
    static let red: UInt32 = 0xFF0000
    static let green: UInt32 = 0x00FF00
    static let blue: UInt32 = 0x0000FF

    func pixels(_ view: UIView, width: CGFloat, height: CGFloat) throws -> (Int, Int) -> UInt32 {
        let canvas = try SceneRenderer(scale: 1).render(view.trellis.solvedLayout(width: width, height: height))
        let all = canvas.pixels(), stride = canvas.width
        return { x, y in all[y * stride + x] & 0xFFFFFF }
    }

    /// The paging scroll view real code builds in `viewDidLoad`: 100 × 50,
    /// three pages placed by frame at x = 0, 100 and 200 (red, green,
    /// blue), `contentSize` 300 × 50, in a white 100 × 50 root.
    func pagingScreen() -> (root: UIView, scroll: UIScrollView, pages: [UIView]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        root.backgroundColor = .white
        let scroll = UIScrollView(frame: root.bounds)
        scroll.isPagingEnabled = true
        root.addSubview(scroll)
        let width = scroll.frame.width
        var pages: [UIView] = []
        for (index, color) in [UIColor.red, .green, .blue].enumerated() {
            let page = UIView(frame: CGRect(x: CGFloat(index) * width, y: 0, width: width, height: 50))
            page.backgroundColor = color
            scroll.addSubview(page)
            pages.append(page)
        }
        scroll.contentSize = CGSize(width: 3 * width, height: 50)
        return (root, scroll, pages)
    }

    /// At offsets 0, 100 and 200 the page whose frame starts there fills
    /// the view: pixels (1, 25) and (98, 25) are its colour.
    @Test func pagingScrollViewShowsEachPageAtItsOffset() throws {
        let (root, scroll, _) = pagingScreen()
        for (page, colour) in [Self.red, Self.green, Self.blue].enumerated() {
            scroll.contentOffset = CGPoint(x: CGFloat(page) * 100, y: 0)
            let pixel = try pixels(root, width: 100, height: 50)
            #expect(pixel(1, 25) == colour, "page \(page)")
            #expect(pixel(98, 25) == colour, "page \(page)")
        }
        // Half way between the second and third pages: the second's right
        // half from 0 to 50, the third's left half from 50.
        scroll.contentOffset = CGPoint(x: 150, y: 0)
        let pixel = try pixels(root, width: 100, height: 50)
        #expect(pixel(49, 25) == Self.green)
        #expect(pixel(50, 25) == Self.blue)
    }

    /// Scrolling never rewrites a subview's frame; the bounds origin is the offset.
    @Test func framesReadBackUnchangedAfterScrolling() throws {
        let (root, scroll, pages) = pagingScreen()
        scroll.contentOffset = CGPoint(x: 200, y: 0)
        #expect(pages.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 50),
                                       CGRect(x: 100, y: 0, width: 100, height: 50),
                                       CGRect(x: 200, y: 0, width: 100, height: 50)])
        #expect(scroll.bounds.origin == CGPoint(x: 200, y: 0))
        _ = try pixels(root, width: 100, height: 50)
        #expect(pages[2].frame == CGRect(x: 200, y: 0, width: 100, height: 50))
        // A frame set while scrolled is in content coordinates too: the
        // third page moved to x = 250 shows its left half at 50…100, and
        // nothing covers 0…50 (content 200…250).
        pages[2].frame.origin.x = 250
        #expect(pages[2].frame.minX == 250)
        let pixel = try pixels(root, width: 100, height: 50)
        #expect(pixel(49, 25) == Self.white)
        #expect(pixel(50, 25) == Self.blue)
    }

    /// A view added to a scroll view already scrolled keeps the frame it
    /// was given (UIKit keeps a frame across `addSubview`), and one taken
    /// out keeps it too.
    @Test func aViewAddedWhileScrolledKeepsItsFrame() throws {
        let (root, scroll, _) = pagingScreen()
        scroll.contentOffset = CGPoint(x: 100, y: 0)
        let band = UIView(frame: CGRect(x: 110, y: 10, width: 20, height: 10))
        band.backgroundColor = .red
        scroll.addSubview(band)
        #expect(band.frame == CGRect(x: 110, y: 10, width: 20, height: 10))
        // Drawn at 110 − 100 = 10 … 30 across, 10 … 20 down, over the green page.
        let pixel = try pixels(root, width: 100, height: 50)
        #expect(pixel(10, 15) == Self.red)
        #expect(pixel(29, 15) == Self.red)
        #expect(pixel(30, 15) == Self.green)
        band.removeFromSuperview()
        #expect(band.frame == CGRect(x: 110, y: 10, width: 20, height: 10))
    }

    /// The band: at y 100 in a 100 × 200 scroll view, scrolled 50
    /// down, it is drawn at 50 … 60 and still reads y 100.
    @Test func aBandPlacedByFrameScrollsWithTheContent() throws {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scroll.backgroundColor = .white
        scroll.contentSize = CGSize(width: 100, height: 400)
        let band = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 10))
        band.backgroundColor = .red
        scroll.addSubview(band)
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        let pixel = try pixels(scroll, width: 100, height: 200)
        #expect(pixel(5, 50) == Self.red)
        #expect(pixel(5, 59) == Self.red)
        #expect(pixel(5, 60) == Self.white)
        #expect(pixel(5, 105) == Self.white)
        #expect(band.frame.minY == 100)
    }

    /// Reads a view's frame when the scroll view scrolls.
    final class FrameReader: UIScrollViewDelegate {
        let view: UIView
        var read: [CGRect] = []
        init(_ view: UIView) { self.view = view }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { read.append(view.frame) }
    }

    /// A band placed by constraints 100 below the content guide's top: its
    /// frame is in content coordinates too (y 100), read the same in
    /// `scrollViewDidScroll(_:)`, before the next layout, and after it;
    /// scrolled 50 it is drawn at 50 … 60.
    @Test func aBandPlacedByConstraintsReadsInContentCoordinates() throws {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scroll.backgroundColor = .white
        let band = UIView()
        band.backgroundColor = .red
        band.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(band)
        NSLayoutConstraint.activate([
            band.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 100),
            band.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            band.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            band.widthAnchor.constraint(equalToConstant: 100),
            band.heightAnchor.constraint(equalToConstant: 10),
            band.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -290),
        ])
        _ = try pixels(scroll, width: 100, height: 200)
        #expect(band.frame == CGRect(x: 0, y: 100, width: 100, height: 10))
        #expect(scroll.contentSize == CGSize(width: 100, height: 400))
        let reader = FrameReader(band)
        scroll.delegate = reader
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        #expect(reader.read == [CGRect(x: 0, y: 100, width: 100, height: 10)])
        let pixel = try pixels(scroll, width: 100, height: 200)
        #expect(band.frame == CGRect(x: 0, y: 100, width: 100, height: 10))
        #expect(band.convert(CGPoint.zero, to: scroll) == CGPoint(x: 0, y: 100))
        #expect(pixel(5, 50) == Self.red)
        #expect(pixel(5, 59) == Self.red)
        #expect(pixel(5, 60) == Self.white)
    }

    /// `convert(_:to:)` goes through the bounds origin: the point (10, 5) of
    /// the second page, scrolled to 100 in a scroll view at (20, 30) in the
    /// root, is at 20 + 100 − 100 + 10 = 30 across and 30 + 5 = 35 down;
    /// back again, and a hit there finds the page.
    @Test func convertingFromASubviewAfterScrolling() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        let scroll = UIScrollView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
        root.addSubview(scroll)
        let pages = (0..<3).map { UIView(frame: CGRect(x: CGFloat($0) * 100, y: 0, width: 100, height: 50)) }
        pages.forEach(scroll.addSubview)
        scroll.contentSize = CGSize(width: 300, height: 50)
        scroll.contentOffset = CGPoint(x: 100, y: 0)
        _ = try pixels(root, width: 200, height: 120)
        #expect(pages[1].convert(CGPoint(x: 10, y: 5), to: nil) == CGPoint(x: 30, y: 35))
        #expect(pages[1].convert(CGPoint(x: 10, y: 5), to: root) == CGPoint(x: 30, y: 35))
        #expect(root.convert(CGPoint(x: 30, y: 35), to: pages[1]) == CGPoint(x: 10, y: 5))
        // In the scroll view's own coordinates the point is at its content position.
        #expect(pages[1].convert(CGPoint(x: 10, y: 5), to: scroll) == CGPoint(x: 110, y: 5))
        #expect(pages[1].convert(pages[1].bounds, to: nil) == CGRect(x: 20, y: 30, width: 100, height: 50))
        #expect(root.hitTest(CGPoint(x: 30, y: 35), with: nil) === pages[1])
    }

    /// Subviews a table or a collection view is given by hand are content
    /// too: a view at y 100 reads 100 after scrolling 50, and is 50 below
    /// the top of the view it is converted to.
    @Test func viewsAddedByHandToTablesAndCollectionsScroll() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), style: .plain)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300),
                                          collectionViewLayout: UICollectionViewFlowLayout())
        for scroll in [table, collection] as [UIScrollView] {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            root.addSubview(scroll)
            let added = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 10))
            scroll.addSubview(added)
            _ = try pixels(root, width: 200, height: 300)
            scroll.contentOffset = CGPoint(x: 0, y: 50)
            _ = try pixels(root, width: 200, height: 300)
            #expect(added.frame == CGRect(x: 0, y: 100, width: 200, height: 10), "\(type(of: scroll))")
            #expect(added.convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: 50), "\(type(of: scroll))")
        }
    }
}
