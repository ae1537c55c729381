import Foundation

/// A sheet's presentation (UIKit's `UISheetPresentationController`, iOS 15):
/// its detents, grabber and corner radius are kept; the sheet is laid out
/// full screen here (docs/uikit.md, "UIKit API not provided yet").
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at (UIKit's `UISheetPresentationController.Detent`).
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// UIKit's `Detent.Identifier`.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// What a custom detent's resolver is told (UIKit's `UISheetPresentationControllerDetentResolutionContext`).
        @preconcurrency @MainActor
        public protocol ResolutionContext {
            var containerTraitCollection: UITraitCollection { get }
            var maximumDetentValue: CGFloat { get }
        }

        public let identifier: Identifier
        let resolver: ((any ResolutionContext) -> CGFloat?)?

        init(identifier: Identifier, resolver: ((any ResolutionContext) -> CGFloat?)?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the screen's height (UIKit gives no number).
        public static func medium() -> Detent { Detent(identifier: .medium, resolver: nil) }
        /// The full height of a sheet.
        public static func large() -> Detent { Detent(identifier: .large, resolver: nil) }
        /// A custom height (iOS 16); nil from the resolver leaves the detent out.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (any ResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: UUID().uuidString), resolver: resolver)
        }
        /// The detent's height, asked of a custom detent (iOS 16); nil for the system's.
        public func resolvedValue(in context: any ResolutionContext) -> CGFloat? { resolver?(context) }
    }

    open var detents: [Detent] = [.large()]
    open var selectedDetentIdentifier: Detent.Identifier?
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersGrabberVisible = false
    /// nil: the system's radius.
    open var preferredCornerRadius: CGFloat?
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    open var prefersPageSizing = true
    open var sourceView: UIView?

    /// Runs `changes` at once (nothing animates here).
    open func animateChanges(_ changes: () -> Void) { changes() }
    /// Asks custom detents again (iOS 16); nothing is cached here.
    open func invalidateDetents() {}
}

/// Where a popover's arrow may point (UIKit's `UIPopoverArrowDirection`).
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// A popover's presentation (UIKit's `UIPopoverPresentationController`):
/// its anchor and arrow are kept. On an iPhone (the devices Trellis
/// lays out) UIKit adapts a popover to a sheet unless the delegate answers
/// `.none`; the presented view is laid out full screen here.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    open var passthroughViews: [UIView]?
    open var backgroundColor: UIColor?
    open var popoverLayoutMargins: UIEdgeInsets = .zero
    open var canOverlapSourceViewRect = false
    open var popoverDelegate: (any UIPopoverPresentationControllerDelegate)? {
        get { delegate as? any UIPopoverPresentationControllerDelegate }
        set { delegate = newValue }
    }

    private var adaptiveSheet: UISheetPresentationController?
    /// The sheet the popover becomes in a compact width (iOS 15), one for the
    /// popover's life, made when first asked, presenting the same controller:
    /// "Access this instance to customize or adjust the adaptive sheet"
    /// (Apple's documentation). Its detents and flags are kept as a sheet's
    /// are; the presented view is laid out full screen all the same.
    open var adaptiveSheetPresentationController: UISheetPresentationController {
        if let adaptiveSheet { return adaptiveSheet }
        let sheet = UISheetPresentationController(presentedViewController: presentedViewController,
                                                  presenting: presentingViewController)
        adaptiveSheet = sheet
        return sheet
    }
}

/// UIKit's `UIPopoverPresentationControllerDelegate`; every method optional.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// A sheet's delegate (UIKit's `UISheetPresentationControllerDelegate`):
/// told when the selected detent changes; nothing changes it here but
/// code, and code that sets `selectedDetentIdentifier` is not told (as in UIKit).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController) {}
}
