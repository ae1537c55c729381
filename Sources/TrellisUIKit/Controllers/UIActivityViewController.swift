import Foundation

/// A service a share sheet offers (UIKit's `UIActivity`): subclass it for
/// an app's own activity. The share sheet is not drawn here; its
/// activities and items are kept for tests.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// UIKit's `UIActivity.ActivityType`: the system's services by their identifiers.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = ActivityType(rawValue: "com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType(rawValue: "com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType(rawValue: "com.apple.UIKit.activity.PostToWeibo")
        public static let message = ActivityType(rawValue: "com.apple.UIKit.activity.Message")
        public static let mail = ActivityType(rawValue: "com.apple.UIKit.activity.Mail")
        public static let print = ActivityType(rawValue: "com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType(rawValue: "com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType(rawValue: "com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType(rawValue: "com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType(rawValue: "com.apple.UIKit.activity.AddToReadingList")
        public static let postToFlickr = ActivityType(rawValue: "com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = ActivityType(rawValue: "com.apple.UIKit.activity.PostToVimeo")
        public static let postToTencentWeibo = ActivityType(rawValue: "com.apple.UIKit.activity.TencentWeibo")
        public static let airDrop = ActivityType(rawValue: "com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType(rawValue: "com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType(rawValue: "com.apple.UIKit.activity.MarkupAsPDF")
        public static let sharePlay = ActivityType(rawValue: "com.apple.UIKit.activity.SharePlay")
        public static let collaborationInviteWithLink =
            ActivityType(rawValue: "com.apple.UIKit.activity.CollaborationInviteWithLink")
        public static let collaborationCopyLink = ActivityType(rawValue: "com.apple.UIKit.activity.CollaborationCopyLink")
        public static let addToHomeScreen = ActivityType(rawValue: "com.apple.UIKit.activity.AddToHomeScreen")
    }

    /// UIKit's `UIActivity.Category`.
    public enum Category: Int, Sendable { case action = 0, share }

    open class var activityCategory: Category { .action }
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }
    open var activityViewController: UIViewController? { nil }
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    open func prepare(withActivityItems activityItems: [Any]) {}
    open func perform() { activityDidFinish(false) }
    open func activityDidFinish(_ completed: Bool) {}
}

/// What supplies a share sheet's item late (UIKit's `UIActivityItemSource`).
@preconcurrency @MainActor
public protocol UIActivityItemSource: AnyObject {
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
    func activityViewController(_ activityViewController: UIActivityViewController,
                                subjectForActivityType activityType: UIActivity.ActivityType?) -> String
    func activityViewController(_ activityViewController: UIActivityViewController,
                                dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String
}

extension UIActivityItemSource {
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String {
        ""
    }
}

/// The share sheet (UIKit's `UIActivityViewController`). Its view is empty
/// here (the system draws the real one out of the app's process); what it
/// was given is kept, and a test finishes it as a person would with
/// `controller.trellis.completeActivity(_:completed:)`, which runs
/// `completionWithItemsHandler`.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// What the sheet shares, as given.
    public let activityItems: [Any]
    /// The app's own activities, as given.
    public let applicationActivities: [UIActivity]?
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// Whether the sheet offers to show itself expanded (iOS 15); kept.
    open var allowsProminentActivity = true

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(coder: coder)
    }
}

extension TrellisViewController {
    /// Ends a share sheet as a person picking `activityType` would (nil:
    /// the sheet was cancelled): runs its `completionWithItemsHandler`
    /// with the items (item sources asked for the type) and dismisses it.
    /// Nothing for other controllers.
    public func completeActivity(_ activityType: UIActivity.ActivityType?, completed: Bool = true) {
        guard let sheet = controller as? UIActivityViewController else { return }
        let items: [Any] = sheet.activityItems.compactMap { item in
            guard let source = item as? any UIActivityItemSource else { return item }
            return source.activityViewController(sheet, itemForActivityType: activityType)
        }
        sheet.dismiss(animated: true)
        sheet.completionWithItemsHandler?(activityType, completed && activityType != nil,
                                          completed && activityType != nil ? items : nil, nil)
    }
}
