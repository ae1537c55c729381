import Foundation
import Layout
import Render
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// What the fourth held-out corpus (docs/uikit.md, "Held-out corpus 4")
/// found missing, each in the behaviour Apple documents: a view forced
/// light or dark, a stepper, a list cell's leading accessory, attributed
/// strings made from UIKit's attribute dictionaries, a flow layout's
/// invalidation context, zooming a scroll view to a rectangle, and the
/// empty `UIImage()`.
@MainActor @Suite struct HeldOutCorpus4Tests {
    // MARK: overrideUserInterfaceStyle

    /// Apple: a view's `overrideUserInterfaceStyle` makes it and its
    /// subviews take that style whatever their superview's; `.unspecified`
    /// gives the inherited style back. A subview's system background is
    /// then drawn in its dark value, black.
    @Test func aViewForcedDarkDrawsItsSubviewsDark() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let card = UIView(frame: root.bounds)
        let inner = UIView(frame: root.bounds)
        inner.backgroundColor = .systemBackground
        root.addSubview(card)
        card.addSubview(inner)
        #expect(inner.traitCollection.userInterfaceStyle != .dark)
        card.overrideUserInterfaceStyle = .dark
        #expect(card.overrideUserInterfaceStyle == .dark)
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        #expect(root.traitCollection.userInterfaceStyle != .dark)
        #expect(try onePointPixels(root, width: 20, height: 10)(10, 5) == 0x000000)
        card.overrideUserInterfaceStyle = .unspecified
        #expect(inner.traitCollection.userInterfaceStyle != .dark)
        #expect(try onePointPixels(root, width: 20, height: 10)(10, 5) == 0xFFFFFF)
    }

    /// The style is a trait override: `traitOverrides` reads it back, and a
    /// view whose style changes hears of it (`traitCollectionDidChange`).
    @Test func theStyleIsATraitOverrideThatSubviewsHearOf() {
        final class Listener: UIView {
            var heard: [UIUserInterfaceStyle] = []
            override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                heard.append(traitCollection.userInterfaceStyle)
            }
        }
        let card = UIView()
        let listener = Listener()
        card.addSubview(listener)
        listener.heard = []
        card.overrideUserInterfaceStyle = .light
        #expect(card.traitOverrides.userInterfaceStyle == .light)
        card.overrideUserInterfaceStyle = .dark
        #expect(listener.heard.last == .dark)
    }

    /// A controller's style, set before its view loads, is its view's once
    /// loaded (Apple: the controller's views and its children's take it).
    @Test func aControllersStyleReachesItsViewWhenItLoads() {
        let controller = UIViewController()
        controller.overrideUserInterfaceStyle = .dark
        #expect(!controller.isViewLoaded)
        let child = UIView()
        controller.view.addSubview(child)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        controller.overrideUserInterfaceStyle = .light
        #expect(child.traitCollection.userInterfaceStyle == .light)
    }

    // MARK: UIStepper

    /// Apple's defaults: value 0 within 0…100, steps of 1, no wrapping,
    /// continuous and autorepeating.
    @Test func aStepperHasApplesDefaults() {
        let stepper = UIStepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(!stepper.wraps && stepper.isContinuous && stepper.autorepeat)
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
    }

    /// A tap on the plus half adds a step and sends `.valueChanged`; on
    /// the minus half it takes one away; at the minimum the minus half
    /// changes nothing and sends nothing.
    @Test func tapsOnTheHalvesStepAndSendValueChanged() {
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        stepper.stepValue = 5
        var sent: [Double] = []
        stepper.addAction(UIAction { _ in sent.append(stepper.value) }, for: .valueChanged)
        stepper.trellis.tap(at: CGPoint(x: 70, y: 16))
        stepper.trellis.tap(at: CGPoint(x: 70, y: 16))
        stepper.trellis.tap(at: CGPoint(x: 20, y: 16))
        #expect(sent == [5, 10, 5])
        stepper.trellis.tap(at: CGPoint(x: 20, y: 16))
        stepper.trellis.tap(at: CGPoint(x: 20, y: 16))
        #expect(sent == [5, 10, 5, 0])
        #expect(stepper.value == 0)
    }

    /// A step past the maximum stops at it; with `wraps`, a step from the
    /// maximum goes round to the minimum, as Apple documents.
    @Test func aStepStopsAtTheMaximumOrWraps() {
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        stepper.maximumValue = 10
        stepper.stepValue = 4
        stepper.value = 8
        stepper.trellis.tap(at: CGPoint(x: 70, y: 16))
        #expect(stepper.value == 10)
        stepper.trellis.tap(at: CGPoint(x: 70, y: 16))
        #expect(stepper.value == 10)
        stepper.wraps = true
        stepper.trellis.tap(at: CGPoint(x: 70, y: 16))
        #expect(stepper.value == 0)
        stepper.trellis.tap(at: CGPoint(x: 20, y: 16))
        #expect(stepper.value == 10)
    }

    /// Apple: a value set beyond a bound becomes the bound; a minimum
    /// raised above the value brings the value up.
    @Test func aStepperKeepsItsValueWithinItsBounds() {
        let stepper = UIStepper()
        stepper.value = 250
        #expect(stepper.value == 100)
        stepper.value = -3
        #expect(stepper.value == 0)
        stepper.minimumValue = 20
        #expect(stepper.value == 20)
    }

    /// UIKit raises for a minimum not below the maximum; Trellis keeps the
    /// old minimum and records the call for the snapshot to fail on.
    @Test func aMinimumAboveTheMaximumIsRejected() {
        let stepper = UIStepper()
        stepper.minimumValue = 200
        #expect(stepper.minimumValue == 0)
        #expect(stepper.node.layoutIssues.contains { if case .rejectedCall = $0 { return true }; return false })
    }

    /// A disabled stepper ignores taps.
    @Test func aDisabledStepperDoesNotStep() {
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        stepper.isEnabled = false
        stepper.trellis.tap(at: CGPoint(x: 70, y: 16))
        #expect(stepper.value == 0)
    }

    // MARK: Leading accessories

    /// A custom view placed `.leading()` sits at the cell's leading edge,
    /// the side margin (16 outside a list) from it, centred vertically,
    /// and the content view starts after it.
    @Test func aLeadingCustomAccessoryComesBeforeTheContent() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        cell.heightAnchor.constraint(equalToConstant: 50).isActive = true
        let icon = UIView()
        icon.widthAnchor.constraint(equalToConstant: 30).isActive = true
        icon.heightAnchor.constraint(equalToConstant: 30).isActive = true
        cell.accessories = [
            .customView(configuration: .init(customView: icon, placement: .leading())),
            .disclosureIndicator(),
        ]
        _ = try cell.trellis.solvedLayout(width: 320)
        #expect(icon.convert(icon.bounds, to: cell) == CGRect(x: 16, y: 10, width: 30, height: 30))
        #expect(cell.contentView.frame.minX == 46)
        // The chevron stays at the trailing edge, after the content.
        #expect(cell.contentView.frame.maxX < 320 - 16)
    }

    /// Taking the leading accessory away gives the content view its edge back.
    @Test func removingTheLeadingAccessoryRestoresTheContentsEdge() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        cell.heightAnchor.constraint(equalToConstant: 50).isActive = true
        let icon = UIView()
        icon.widthAnchor.constraint(equalToConstant: 30).isActive = true
        icon.heightAnchor.constraint(equalToConstant: 30).isActive = true
        cell.accessories = [.customView(configuration: .init(customView: icon, placement: .leading()))]
        cell.accessories = []
        _ = try cell.trellis.solvedLayout(width: 320)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
    }

    // MARK: Attributed strings

    /// `AttributeContainer([.font: …])` carries the font into the string,
    /// and a button's attributed title draws in it.
    @Test func anAttributeContainerFromADictionaryKeepsTheFont() {
        let font = UIFont.boldSystemFont(ofSize: 15)
        let container = AttributeContainer([.font: font, .foregroundColor: UIColor.red, .kern: 2])
        let string = AttributedString("Done", attributes: container)
        #expect(string.runs.count == 1)
        #expect(string.font == font)
        #expect(string.foregroundColor == .red)
        #expect(string.kern == 2)
    }

    /// `AttributedString(nsString)` keeps the text and each run's
    /// attributes, and converts back to the same runs.
    @Test func anAttributedStringFromAnNSAttributedStringKeepsItsRuns() {
        let ns = NSMutableAttributedString()
        #expect(ns.length == 0)
        ns.append(NSAttributedString(string: "Read ", attributes: [.foregroundColor: UIColor.blue]))
        ns.append(NSAttributedString(string: "more", attributes: [.foregroundColor: UIColor.red,
                                                                   .link: URL(string: "https://example.com")!]))
        let swift = AttributedString(ns)
        #expect(String(swift.characters) == "Read more")
        let runs = Array(swift.runs)
        #expect(runs.count == 2)
        #expect(runs[0].foregroundColor == .blue && runs[0].link == nil)
        #expect(runs[1].foregroundColor == .red && runs[1].link == URL(string: "https://example.com"))
        let back = NSAttributedString(swift)
        #expect(back.string == "Read more")
        #expect(back.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor == .red)
    }

    // MARK: Flow layout invalidation

    /// Apple: `invalidateLayout()` invalidates with a context of the
    /// layout's `invalidationContextClass`; a flow layout's says its
    /// delegate metrics and attributes are to be asked again.
    @Test func aFlowLayoutInvalidatesWithAFlowContext() {
        final class Recording: UICollectionViewFlowLayout {
            var contexts: [UICollectionViewLayoutInvalidationContext] = []
            override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
                contexts.append(context)
                super.invalidateLayout(with: context)
            }
        }
        let layout = Recording()
        layout.invalidateLayout()
        #expect(layout.contexts.count == 1)
        let context = layout.contexts.first as? UICollectionViewFlowLayoutInvalidationContext
        #expect(context?.invalidateFlowLayoutDelegateMetrics == true)
        #expect(context?.invalidateFlowLayoutAttributes == true)
        #expect(context?.invalidateEverything == true)
    }

    // MARK: Zooming

    final class Zooming: UIScrollViewDelegate {
        let content: UIView
        var zooms = 0
        init(content: UIView) { self.content = content }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
    }

    /// `zoom(to:animated:)` with a 50-point square of a 100-point scroll
    /// view's content: scale 100 / 50 = 2, the square's centre (125, 125)
    /// scaled to (250, 250) and put in the middle, so the offset is
    /// 250 − 50 = 200 each way; the delegate's view is scaled by 2 and the
    /// delegate told once.
    @Test func zoomingToARectScalesTheDelegatesView() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scroll.addSubview(content)
        let delegate = Zooming(content: content)
        scroll.delegate = delegate
        scroll.maximumZoomScale = 4
        scroll.zoom(to: CGRect(x: 100, y: 100, width: 50, height: 50), animated: false)
        #expect(scroll.zoomScale == 2)
        #expect(content.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(scroll.contentOffset == CGPoint(x: 200, y: 200))
        #expect(delegate.zooms == 1)
    }

    /// The zoom scale stays within the minimum and maximum; a scroll view
    /// with the default limits (1 and 1) does not zoom.
    @Test func theZoomScaleIsPinnedToItsLimits() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let content = UIView()
        let delegate = Zooming(content: content)
        scroll.delegate = delegate
        scroll.zoomScale = 3
        #expect(scroll.zoomScale == 1 && delegate.zooms == 0)
        scroll.minimumZoomScale = 0.5
        scroll.maximumZoomScale = 2
        scroll.setZoomScale(10, animated: true)
        #expect(scroll.zoomScale == 2)
        #expect(content.transform == CGAffineTransform(scaleX: 2, y: 2))
        scroll.zoomScale = 0.1
        #expect(scroll.zoomScale == 0.5 && delegate.zooms == 2)
        #expect(scroll.bouncesZoom)
    }

    // MARK: UIImage()

    /// Apple's `UIImage()` has no size; an image view showing it draws
    /// nothing over its background.
    @Test func anEmptyImageHasNoSizeAndDrawsNothing() throws {
        let empty = UIImage()
        #expect(empty.size == .zero)
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        view.image = empty
        #expect(view.image === empty)
        let at = try onePointPixels(view, width: 10, height: 10)
        #expect(at(0, 0) == 0xFF0000 && at(5, 5) == 0xFF0000)
    }

    // MARK: A text view under a navigation bar

    private func textUnderBar(adjusting: Bool) throws -> (textTop: Double, barBottom: CGFloat) {
        let controller = UIViewController()
        let text = UITextView()
        text.text = "[INFO] loaded"
        if !adjusting { text.contentInsetAdjustmentBehavior = .never }
        text.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(text)
        NSLayoutConstraint.activate([
            text.topAnchor.constraint(equalTo: controller.view.topAnchor), text.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
            text.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        let navigation = UINavigationController(rootViewController: controller)
        navigation.trellis.show(size: CGSize(width: 375, height: 300))
        let layout = try navigation.view.trellis.solvedLayout(width: 375, height: 300)
        #expect(layout.issues.isEmpty)
        let bar = navigation.navigationBar
        let label = try #require(text.node.subviews.first { $0 is Label })
        // The bar in the controller's view, where the text view's frame is:
        // the text view's own bounds are content coordinates (at rest their
        // origin is -adjustedContentInset.top), so the bar ends at 0 there.
        return (label.frame.minY, bar.convert(bar.bounds, to: controller.view).maxY)
    }

    /// A scrolling text view filling a controller's view under a navigation
    /// bar starts its text 8 points (its `textContainerInset.top`) below
    /// the bar, as UIKit's automatic content inset adjustment places it
    /// (Aidoku's log screen drew its first lines under the bar); with
    /// `.never`, 8 points below its own top.
    @Test func aTextViewUnderANavigationBarStartsItsTextBelowTheBar() throws {
        let adjusted = try textUnderBar(adjusting: true)
        #expect(adjusted.barBottom > 0)
        #expect(adjusted.textTop == Double(adjusted.barBottom) + 8)
        #expect(try textUnderBar(adjusting: false).textTop == 8)
    }

    // MARK: A text view's attributed text

    /// A text view draws its attributed text's runs in their own colours
    /// (Aidoku's log: "[ERROR]" red, "[INFO]" blue) and a link in its tint
    /// colour, UIKit's default `linkTextAttributes`; runs with no font take
    /// the view's. In the test font at 10 points, from the text container's
    /// 8-point top inset and 5-point line padding: "A" inked over x 6–14 and
    /// y 9–16, "B" over 16–24, "C" over 26–34.
    @Test func aTextViewDrawsItsAttributedRunsInTheirColours() throws {
        let text = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        UIKitTestFont.measure(text)
        text.font = UIKitTestFont.font(10)
        text.tintColor = .green
        let string = NSMutableAttributedString()
        string.append(NSAttributedString(string: "A", attributes: [.foregroundColor: UIColor.red]))
        // "B" carries a kern of 0 as well: appending a run whose dictionary
        // has the same keys as its neighbour's but another fixed colour traps
        // in swift-corelibs-foundation (CFRunArrayInsert; left alone). Its
        // drawing must still not compare the runs (it did: layoutText merged
        // runs into longest ranges, which trapped the same way).
        string.append(NSAttributedString(string: "B", attributes: [.foregroundColor: UIColor.blue, .kern: 0 as CGFloat]))
        string.append(NSAttributedString(string: "C", attributes: [.link: URL(string: "https://example.com")!]))
        text.attributedText = string
        #expect(text.text == "ABC")
        #expect(text.attributedText.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == .blue)
        let at = try onePointPixels(text, width: 100, height: 40)
        #expect(at(10, 12) == 0xFF0000)
        #expect(at(20, 12) == 0x0000FF)
        #expect(at(30, 12) == 0x00FF00)
        text.text = "A"
        #expect(try onePointPixels(text, width: 100, height: 40)(10, 12) == 0x000000)
    }

    // MARK: A list row's separator after a leading accessory

    final class IconRows: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = "Row"
            cell.contentConfiguration = content
            let icon = UIView()
            icon.widthAnchor.constraint(equalToConstant: 30).isActive = true
            icon.heightAnchor.constraint(equalToConstant: 30).isActive = true
            cell.accessories = [.customView(configuration: .init(customView: icon, placement: .leading()))]
            return cell
        }
    }

    /// A list row with a leading icon (Ulry's settings rows) draws its
    /// separator from where its text starts, as UIKit aligns a list's
    /// separator with the text, not from the icon: the content view starts
    /// after the list's margin (20 in a list 390 wide, as UIKit's lists on
    /// iOS 17 and 18.2; docs/uikit-numbers.md, "Inset grouped section
    /// inset") and the 30-point icon, at 50, and the text 20 points
    /// further, at 70.
    @Test func aRowsSeparatorStartsAtItsTextAfterALeadingAccessory() {
        let rows = IconRows()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        view.dataSource = rows
        view.layoutIfNeeded()
        let first = view.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(first.contentView.frame.minX == 50)
        let text = first.contentView.subviews.first { $0 is UIListContentView }.flatMap { list in
            list.subviews.first { ($0 as? UILabel)?.text == "Row" }.map { $0.convert($0.bounds, to: first) }
        }
        let line = first.node.subviews.first { $0.name == "UICollectionViewListCell.separator" }?.frame ?? .zero
        #expect(line.minX == 70)
        #expect(text?.minX == 70)
    }
}
