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

    /// The root view to lay out and draw, and the view controller that
    /// owns it (if any), which must outlive the drawing as on iOS, where
    /// the app keeps its controllers.
    struct Made {
        let view: UIView
        var controller: UIViewController?
    }

    func make() -> Made {
        switch self {
        case .articleScreen:
            let controller = ArticleViewController()
            let view: UIView = controller.view
            // An iPhone with a notch: status bar and home indicator.
            view.trellis.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            return Made(view: view, controller: controller)
        default:
            return Made(view: makeView())
        }
    }

    /// A view or cell. A table or collection view paints its background
    /// behind its cells (which have none of their own); the cells are
    /// given that background here, so that dark text has dark behind it.
    private func makeView() -> UIView {
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
            cell.backgroundColor = .systemGroupedBackground
            return cell
        case .profileCard:
            return ProfileCardView(avatar: UIImage(contentsOfFile: fixtures + "/images/bar.png"),
                                   name: "Grace Brewster Murray Hopper", handle: "@grace")
        case .settingsSwitchCell:
            let cell = SettingsSwitchCell(style: .default, reuseIdentifier: "settings")
            cell.configure(title: "Download new episodes over cellular data", isOn: true)
            cell.backgroundColor = .systemBackground
            return cell
        case .signInForm:
            return SignInFormView()
        case .articleScreen:
            fatalError("made by make()")
        case .badgeIconCell:
            let cell = BadgeIconCell(frame: .zero)
            cell.configure(caption: "Messages from the team", count: 128)
            cell.backgroundColor = .systemBackground
            return cell
        case .messageRow:
            return MessageRowView()
        case .checkoutBar:
            return CheckoutBarView()
        }
    }
}
