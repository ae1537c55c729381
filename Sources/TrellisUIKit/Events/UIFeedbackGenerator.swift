import Foundation

/// Haptic feedback (UIKit's `UIFeedbackGenerator` and its three kinds).
/// There is no Taptic Engine here: each generator records what it was asked
/// to play in ``played``, so a test can check that a tap or a selection
/// change gave the feedback the design asks for.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// One piece of feedback asked for.
    public enum Feedback: Equatable, Sendable {
        case selectionChanged
        case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
        case notification(UINotificationFeedbackGenerator.FeedbackType)
    }

    /// What the generator was asked to play, oldest first (Trellis's record; not UIKit API).
    public private(set) var played: [Feedback] = []
    /// How many times `prepare()` was called (Trellis's record).
    public private(set) var preparedCount = 0

    /// The view the feedback belongs to (iOS 17.5's `init(view:)`).
    public private(set) weak var view: UIView?

    public override init() { super.init() }

    /// A generator attached to `view` (iOS 17.5).
    public init(view: UIView) {
        self.view = view
        super.init()
    }

    /// Readies the engine: counted, nothing else.
    open func prepare() { preparedCount += 1 }

    func record(_ feedback: Feedback) { played.append(feedback) }
}

/// Feedback for a change of selection (UIKit's `UISelectionFeedbackGenerator`).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() { record(.selectionChanged) }
    /// iOS 17.5: the location is not modelled.
    open func selectionChanged(at location: CGPoint) { selectionChanged() }
}

/// Feedback for a physical impact (UIKit's `UIImpactFeedbackGenerator`).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the objects colliding; raw values are UIKit's.
    public enum FeedbackStyle: Int, Sendable {
        case light = 0, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() { self.init(style: .medium) }

    public init(style: FeedbackStyle, view: UIView) {
        self.style = style
        super.init(view: view)
    }

    open func impactOccurred() { impactOccurred(intensity: 1) }

    /// Intensity from 0 to 1; values outside are clamped, as UIKit clamps them.
    open func impactOccurred(intensity: CGFloat) {
        record(.impact(style, intensity: min(max(intensity, 0), 1)))
    }

    /// iOS 17.5: the location is not modelled.
    open func impactOccurred(intensity: CGFloat = 1, at location: CGPoint) { impactOccurred(intensity: intensity) }
}

/// Feedback for a task's outcome (UIKit's `UINotificationFeedbackGenerator`).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome; raw values are UIKit's.
    public enum FeedbackType: Int, Sendable {
        case success = 0, warning, error
    }

    open func notificationOccurred(_ notificationType: FeedbackType) { record(.notification(notificationType)) }
    /// iOS 17.5: the location is not modelled.
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
        notificationOccurred(notificationType)
    }
}
