import Foundation
import ImageCodecs
import Layout
import Render
import SnapshotTesting
import TrellisUIKit
import Verification

/// UIKit's snapshot strategies as swift-snapshot-testing spells them on
/// iOS, for TrellisUIKit's views and view controllers. Assert from
/// `@MainActor` tests, as UIKit snapshots are taken on the main thread.
///
///     assertSnapshot(of: controller, as: .image(on: .iPhone13))
///     assertSnapshot(of: controller, as: .image(on: .iPhoneSe, traits: .init(preferredContentSizeCategory: .accessibilityExtraLarge)))
///     assertSnapshot(of: controller, as: .recursiveDescription(on: .iPhone13))
///
/// The format is TrellisUIKit's `UIImage`, as on iOS, so that helpers
/// typed `Snapshotting<UIViewController, UIImage>` or
/// `Snapshotting<UIView, UIImage>` (an app's `.screen(_:)`, a `pullback`
/// to a cell's content view, `.wait(for:on:)`) build unchanged. The image
/// carries the palette PNG painted at `scale` (1 by default: small
/// references; pass the device's scale to see it as the device does), and
/// that PNG is the reference written (compressed then: the image carries
/// it with its rows stored, ImageCodecs' `DraftPNG`, so that a picture that
/// matches its reference is never compressed). `precision` is the
/// fraction of pixels that must match, `perceptualPrecision` how close a
/// channel must be (1: exactly), as there.
extension Snapshotting where Value == UIViewController, Format == UIImage {
    public static var image: Snapshotting { image() }

    /// `drawHierarchyInKeyWindow` is taken so that helpers passing it build;
    /// the picture is the same either way (there is no window server to draw
    /// through: the view tree is always drawn as laid out).
    public static func image(
        on config: ViewImageConfig = ViewImageConfig(), drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
        perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init(), scale: CGFloat = 1
    ) -> Snapshotting {
        let context = UIKitSnapshot.describe(config, traits)
        return Snapshotting(
            pathExtension: ReferencePlatform.pathExtension("png"),
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale, context: context)
        ) { controller in
            MainActor.assumeIsolated {
                let view = UIKitSnapshot.show(controller, on: config, size: size, traits: traits)
                return SnapshotImage.image(
                    UIKitSnapshot.png(of: view, width: view.bounds.width, height: view.bounds.height, scale: scale,
                                      context: context), scale: scale)
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The view controller's view on `config`, as text: every view's frame,
    /// each label's lines, the layout's issues (Trellis's layout text,
    /// standing for UIKit's `recursiveDescription`).
    public static func recursiveDescription(
        on config: ViewImageConfig = ViewImageConfig(), size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        let context = UIKitSnapshot.describe(config, traits)
        return SimplySnapshotting<String>(pathExtension: ReferencePlatform.pathExtension("layout.txt"), diffing: .layout(context: context)).pullback { controller in
            MainActor.assumeIsolated {
                let view = UIKitSnapshot.show(controller, on: config, size: size, traits: traits)
                return UIKitSnapshot.text(of: view, width: view.bounds.width, height: view.bounds.height, context: context)
            }
        }
    }

    public static var recursiveDescription: Snapshotting { recursiveDescription() }
}

extension Snapshotting where Value == UIView, Format == UIImage {
    public static var image: Snapshotting { image() }

    /// The view at `size` (nil: its frame's width, and as tall as its
    /// content when its frame has no height; its compressed fitting size
    /// when it has no frame), with `traits` over Trellis's defaults as its
    /// environment: what the view overrides itself (`overrideUserInterfaceStyle`,
    /// `traitOverrides`) wins, as on iOS, where the strategy gives `traits`
    /// to the view's parent.
    /// `drawHierarchyInKeyWindow` as for a controller: taken, the same picture.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init(), scale: CGFloat = 1
    ) -> Snapshotting {
        Snapshotting(pathExtension: ReferencePlatform.pathExtension("png"),
                     diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)) { view in
            MainActor.assumeIsolated {
                UIKitSnapshot.withEnvironment(traits, of: view) {
                    let (width, height) = UIKitSnapshot.size(of: view, size)
                    return SnapshotImage.image(UIKitSnapshot.png(of: view, width: width, height: height, scale: scale),
                                               scale: scale)
                }
            }
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view as text: frames, label lines, issues (see the controller's).
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting<String>(pathExtension: ReferencePlatform.pathExtension("layout.txt"), diffing: .layout).pullback { view in
            MainActor.assumeIsolated {
                UIKitSnapshot.withEnvironment(traits, of: view) {
                    let (width, height) = UIKitSnapshot.size(of: view, size)
                    return UIKitSnapshot.text(of: view, width: width, height: height)
                }
            }
        }
    }

    public static var recursiveDescription: Snapshotting { recursiveDescription() }
}

/// What the UIKit strategies share.
@MainActor
enum UIKitSnapshot {
    /// Shows `controller` on the device, `traits` over the device's.
    static func show(_ controller: UIViewController, on config: ViewImageConfig, size: CGSize?,
                     traits: UITraitCollection) -> UIView {
        let view: UIView = controller.view
        let screen = size ?? config.size ?? (view.frame.size == .zero ? screenWithoutDevice : view.frame.size)
        // The controller's own style wins over the device's and the given
        // traits, as over its environment on iOS (`show` replaces the
        // view's overrides, which hold it otherwise).
        let own = controller.overrideUserInterfaceStyle == .unspecified
            ? [] : [UITraitCollection(userInterfaceStyle: controller.overrideUserInterfaceStyle)]
        return controller.trellis.show(size: screen, traits: UITraitCollection(traitsFrom: [config.traits, traits] + own),
                                       safeAreaInsets: config.safeArea)
    }

    /// A controller's screen when neither a device nor a frame says one:
    /// on iOS, swift-snapshot-testing's `.image` takes the view's frame,
    /// which UIKit's `loadView` makes the screen's bounds (the simulator's);
    /// here Trellis's default device, the iPhone 13 (as `UIScreen.main`
    /// before anything is shown), always, so a test's picture does not
    /// depend on the device the test before it showed.
    static let screenWithoutDevice = CGSize(width: 390, height: 844)

    /// Runs `body` with `traits` as the view's environment and the view's
    /// own overrides over them; then the view has its own overrides again,
    /// so that one view snapshotted in a loop (dark, then light) is drawn
    /// as each iteration set it.
    static func withEnvironment<T>(_ traits: UITraitCollection, of view: UIView, _ body: () -> T) -> T {
        let own = view.trellis.traitOverrides
        view.trellis.traitOverrides = UITraitCollection(traitsFrom: [traits] + (own.map { [$0] } ?? []))
        defer { view.trellis.traitOverrides = own }
        return body()
    }

    /// The width and height to lay a view out at.
    static func size(of view: UIView, _ size: CGSize?) -> (width: Double, height: Double?) {
        if let size { return (Double(size.width), Double(size.height)) }
        if view.frame.width > 0 { return (Double(view.frame.width), view.frame.height > 0 ? Double(view.frame.height) : nil) }
        let fitting = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        return (Double(fitting.width), Double(fitting.height))
    }

    /// The view painted; or, when UIKit would have raised an exception
    /// laying it out (`RaisedExceptions`), the failure's text, reported.
    static func png(of view: UIView, width: Double, height: Double?, scale: CGFloat, context: String? = nil) -> Data {
        let layout = view.trellis.layoutView.solvedLayout(checkedWidth: width, height: height)
        if let failure = RaisedExceptions.failure(in: layout, context: context) { return Data(failure.utf8) }
        if let empty = emptiness(of: view, layout, context: context) { return Data(empty.utf8) }
        do {
            return Data(try SceneRenderer(scale: Double(scale)).render(layout).draftPNGData())
        } catch {
            return Data(NoSnapshot.report("the view could not be painted: \(error)", context: context).utf8)
        }
    }

    /// Nil when the laid-out view has an area; else why there is no
    /// snapshot, reported. (swift-snapshot-testing on iOS records an image
    /// saying "No image could be generated for this view as its size was
    /// zero"; a test here fails instead and records no picture.)
    static func emptiness(of view: UIView, _ layout: SolvedLayout, context: String?) -> String? {
        if let undrawn = undrawnAlert(view, context: context) { return undrawn }
        return NoSnapshot.emptiness(of: layout, what: NoSnapshot.describe(view),
                             remedy: "give it a frame, or use .image(size:) or .image(on:) (a device's screen)",
                             context: context)
    }

    /// Nil unless `view` is a `UIAlertController`'s; then why there is no
    /// snapshot, reported. TrellisUIKit stores alerts and does not draw them
    /// (docs/uikit.md, "Presenting, navigating, alerts"), so the picture
    /// would be an empty screen recorded as if it were the alert, where
    /// swift-snapshot-testing on iOS draws the alert itself.
    static func undrawnAlert(_ view: UIView, context: String?) -> String? {
        guard let alert = view.next as? UIAlertController else { return nil }
        let kind = alert.preferredStyle == .alert ? "alert" : "action sheet"
        return NoSnapshot.report("the \(kind) (UIAlertController) is not drawn by TrellisUIKit (alerts are stored, "
                                 + "not drawn), so its picture would be an empty screen; check its title, message, "
                                 + "actions and textFields, and tap an action with alert.trellis.tap(actionTitled:)",
                                 context: context)
    }

    /// "iPhone 13, accessibilityExtraLarge, right to left, dark": the
    /// device and the traits given over it, for failure messages.
    nonisolated static func describe(_ config: ViewImageConfig, _ traits: UITraitCollection) -> String {
        var parts = [config.name]
        if traits.preferredContentSizeCategory != .unspecified {
            parts.append(categoryName(traits.preferredContentSizeCategory))
        }
        if traits.layoutDirection == .rightToLeft { parts.append("right to left") }
        if traits.userInterfaceStyle == .dark { parts.append("dark") }
        return parts.joined(separator: ", ")
    }

    /// The category as Swift spells it: `accessibilityExtraLarge`.
    nonisolated static func categoryName(_ category: UIContentSizeCategory) -> String {
        let names = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
                     "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
                     "accessibilityExtraExtraExtraLarge"]
        return UIContentSizeCategory.allSizes.firstIndex(of: category).map { names[$0] } ?? category.rawValue
    }

    /// The layout text; or the failure's, as `png` does.
    static func text(of view: UIView, width: Double, height: Double?, context: String? = nil) -> String {
        let layout = view.trellis.layoutView.solvedLayout(checkedWidth: width, height: height, analyzingAmbiguity: true,
                                                          constraints: .none)
        if let failure = RaisedExceptions.failure(in: layout, context: context) { return failure + "\n" }
        if let empty = emptiness(of: view, layout, context: context) { return empty }
        return LayoutSnapshot.text(of: layout) + "\n"
    }
}

extension Diffing where Value == Data {
    /// PNGs compared as swift-snapshot-testing compares images: at most
    /// `1 − precision` of the pixels may differ, each channel by at most
    /// `(1 − perceptualPrecision) × 255`.
    /// A failure's message starts with `context` (the device and traits).
    /// A draft (ImageCodecs' `DraftPNG`, what the strategies make) is
    /// compared with the reference colour by colour first, and compressed
    /// as a reference when it is written.
    public static func png(precision: Float, perceptualPrecision: Float, context: String? = nil) -> Diffing {
        let tolerance = Int(((1 - Double(max(0, min(1, perceptualPrecision)))) * 255).rounded(.down))  // checked: clamped to 0…1 first (min(1, NaN) is 1)
        let allowed = 1 - Double(max(0, min(1, precision)))
        return .diff(toData: Diffing.written, fromData: { $0 }) { reference, actual in
            guard reference != actual else { return nil }
            // No picture (the reason was reported when the snapshot was
            // taken), or a reference recorded from such a failure.
            if let failure = NoSnapshot.difference(reference: reference, actual: actual) { return (failure, []) }
            if DraftPNG.matches(actual, reference: reference) { return nil }
            if allowed > 0, let a = PNGPixels(reference), let b = PNGPixels(actual), a.width == b.width, a.height == b.height,
               Double(a.difference(to: b, tolerance: tolerance).count) <= allowed * Double(a.width * a.height) {
                return nil
            }
            return Diffing<Data>.png(tolerance: tolerance).diffV2(reference, actual)
                .map { difference in ((context.map { "\($0): " } ?? "") + difference.0, difference.1) }
        }
    }
}

extension Diffing where Value == String {
    /// Layout text compared in layout terms, the message starting with `context`.
    public static func layout(context: String) -> Diffing {
        .diff(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { reference, actual in
            if let failure = NoSnapshot.difference(reference: reference, actual: actual) { return (failure, []) }
            return Diffing<String>.layout.diffV2(reference, actual).map { ("\(context): " + $0.0, $0.1) }
        }
    }
}
