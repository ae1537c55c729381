import Foundation
import TrellisTestSupport
import TrellisUIKit

/// The UIKit-idiom views of Idioms/, each built as an app would build it
/// (configured with its content) and given a name for its references.
@MainActor
enum IdiomCatalog: String, CaseIterable, Sendable, CustomStringConvertible {
    case wrappingLabelPanel, breakableConstraint, stackHide, selfSizingNoteCell, profileCard, settingsSwitchCell,
         signInForm, articleScreen, badgeIconCell, messageRow, checkoutBar

    nonisolated var description: String { rawValue }

    /// A screen has the height of a phone's (an iPhone SE's 568 points
    /// is enough for its text); a view or cell is as tall as its content.
    var height: CGFloat? { self == .articleScreen ? 568 : nil }

    /// The root view to lay out and draw.
    func makeView() -> UIView {
        switch self {
        case .wrappingLabelPanel:
            return WrappingLabelPanel()
        case .breakableConstraint:
            let view = BreakableConstraintView()
            // Collapsed: the button hidden and its two constraints off.
            view.adjust()
            return view
        case .stackHide:
            return StackHideView()
        case .selfSizingNoteCell:
            let cell = SelfSizingNoteCell(frame: .zero)
            cell.configure(title: "Self-sizing cells",
                           body: "The cell asks its content for the compressed size that fits a required width, and the label wraps at that width instead of truncating.")
            return cell
        case .profileCard:
            return ProfileCardView(avatar: UIImage(contentsOfFile: fixtures + "/images/bar.png"),
                                   name: "Grace Brewster Murray Hopper", handle: "@grace")
        case .settingsSwitchCell:
            let cell = SettingsSwitchCell(style: .default, reuseIdentifier: "settings")
            cell.configure(title: "Download new episodes over cellular data", isOn: true)
            return cell
        case .signInForm:
            return SignInFormView()
        case .articleScreen:
            let controller = ArticleViewController()
            let view: UIView = controller.view
            // An iPhone with a notch: status bar and home indicator.
            view.trellis.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            return view
        case .badgeIconCell:
            let cell = BadgeIconCell(frame: .zero)
            cell.configure(caption: "Messages from the team", count: 128)
            return cell
        case .messageRow:
            return MessageRowView()
        case .checkoutBar:
            return CheckoutBarView()
        }
    }
}
