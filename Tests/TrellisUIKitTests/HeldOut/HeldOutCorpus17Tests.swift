import Foundation
import Testing
@testable import TrellisUIKit

/// What the seventeenth held-out corpus (docs/uikit.md, "Held-out corpus 17":
/// six of Apple's UIKit sample apps: context menus, menus and actions on
/// controls and bar buttons, a mosaic collection layout, selected and
/// highlighted cells, the keyboard layout guide and resizable sheets) found
/// missing or wrong. Expected values come from Apple's documentation of each
/// call, cited at each test.
@MainActor @Suite(.serialized) struct HeldOutCorpus17Tests {
    /// `UIPopoverPresentationController.adaptiveSheetPresentationController`
    /// (iOS 15): "The sheet presentation controller the popover adapts to in
    /// compact size classes … Access this instance to customize or adjust the
    /// adaptive sheet" (Apple's documentation). The Postcards sample sets its
    /// detents and flags on it before presenting, and reads it again to
    /// change the selected detent, so it must be one object that keeps them.
    @Test func popoverKeepsOneAdaptiveSheet() throws {
        let settings = UIViewController()
        settings.modalPresentationStyle = .popover
        let popover = try #require(settings.popoverPresentationController)
        let sheet = popover.adaptiveSheetPresentationController
        #expect(sheet === popover.adaptiveSheetPresentationController)
        #expect(sheet.presentedViewController === settings)
        let small = UISheetPresentationController.Detent.Identifier("small")
        sheet.detents = [.custom(identifier: small) { 0.3 * $0.maximumDetentValue }, .medium(), .large()]
        sheet.prefersGrabberVisible = true
        sheet.largestUndimmedDetentIdentifier = small
        let again = settings.popoverPresentationController?.adaptiveSheetPresentationController
        #expect(again?.detents.map(\.identifier) == [small, .medium, .large])
        #expect(again?.prefersGrabberVisible == true)
        #expect(again?.largestUndimmedDetentIdentifier == small)
        // Apple: `sheetPresentationController` is nil unless the style is a
        // page or form sheet; the popover's own sheet is reached through it.
        #expect(settings.sheetPresentationController == nil)
    }

    /// `UITargetedPreview(view:parameters:)`: the preview's target is the
    /// view's superview at the view's centre (UIKit's header: "the preview is
    /// targeted at the view's current location in its superview"); with
    /// `init(view:parameters:target:)` the given `UIPreviewTarget` is kept,
    /// its transform the identity when none is given.
    @Test func targetedPreviewTargetsTheSuperviewByDefault() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = UILabel(frame: CGRect(x: 20, y: 10, width: 60, height: 30))
        container.addSubview(label)
        let plain = UITargetedPreview(view: label, parameters: UIPreviewParameters())
        #expect(plain.target.container === container)
        #expect(plain.target.center == CGPoint(x: 50, y: 25))
        #expect(plain.size == CGSize(width: 60, height: 30))
        let target = UIPreviewTarget(container: label, center: label.center)
        #expect(target.transform == .identity)
        let aimed = UITargetedPreview(view: UIView(frame: label.frame), parameters: UIPreviewParameters(), target: target)
        #expect(aimed.target === target)
        #expect(aimed.target.center == CGPoint(x: 50, y: 25))
    }

    /// A docked keyboard's guide is "always `near` the bottom edge" and
    /// "always `awayFrom` leading, trailing, and top edges" (Apple's sample
    /// "Adjusting your layout with keyboard layout guide", README, "Account
    /// for keyboard types"), and a set given several edges is active only
    /// when all of them hold ("Handle edge combinations"). The sample's
    /// centring constraint, active away from leading and trailing, is so
    /// active with the keyboard docked; its near-leading one is not.
    @Test func dockedKeyboardGuideIsNearTheBottomOnly() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let guide = root.keyboardLayoutGuide
        let centred = box.centerXAnchor.constraint(equalTo: root.centerXAnchor)
        let nearLeading = box.leadingAnchor.constraint(equalTo: guide.leadingAnchor)
        let awayFromTop = box.bottomAnchor.constraint(equalTo: guide.topAnchor)
        let nearTop = box.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor)
        let nearBottomAndTrailing = box.widthAnchor.constraint(equalToConstant: 10)
        guide.setConstraints([centred], activeWhenAwayFrom: [.leading, .trailing])
        guide.setConstraints([nearLeading], activeWhenNearEdge: .leading)
        guide.setConstraints([awayFromTop], activeWhenAwayFrom: .top)
        guide.setConstraints([nearTop], activeWhenNearEdge: .top)
        guide.setConstraints([nearBottomAndTrailing], activeWhenNearEdge: [.bottom, .trailing])
        #expect(centred.isActive)
        #expect(!nearLeading.isActive)
        #expect(awayFromTop.isActive)
        #expect(!nearTop.isActive)
        #expect(!nearBottomAndTrailing.isActive)
        #expect(guide.constraints(activeWhenAwayFrom: [.leading, .trailing]).map(ObjectIdentifier.init) == [ObjectIdentifier(centred)])
        #expect(guide.constraints(activeWhenNearEdge: .top).map(ObjectIdentifier.init) == [ObjectIdentifier(nearTop)])
    }

    /// `UIControl.contextMenuInteraction` (iOS 14): "A context menu
    /// interaction for the control … with the control set as its delegate";
    /// `isContextMenuInteractionEnabled` is false by default (Apple's
    /// documentation). The ControlMenus sample's custom control answers its
    /// own configuration and previews; its menu is then the one a press shows.
    @Test func controlOwnsItsContextMenuInteraction() throws {
        final class MenuControl: UIControl {
            var shown = 0
            override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                                 configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    UIMenu(title: "", children: [UIAction(title: "One") { _ in }, UIAction(title: "Two") { _ in }])
                }
            }
            override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                                 willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                                 animator: (any UIContextMenuInteractionAnimating)?) {
                shown += 1
            }
            override func contextMenuInteraction(
                _ interaction: UIContextMenuInteraction,
                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
                UITargetedPreview(view: self)
            }
        }
        let control = MenuControl(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        #expect(!control.isContextMenuInteractionEnabled)
        #expect(control.contextMenuInteraction == nil)
        #expect(control.trellis.contextMenu(at: CGPoint(x: 60, y: 22)) == nil)
        control.isContextMenuInteractionEnabled = true
        let interaction = try #require(control.contextMenuInteraction)
        #expect(interaction.delegate === control)
        #expect(control.interactions.contains { $0 === interaction })
        let menu = control.trellis.contextMenu(at: CGPoint(x: 60, y: 22))
        #expect(menu?.children.map(\.title) == ["One", "Two"])
        #expect(control.shown == 1)
        let delegate: any UIContextMenuInteractionDelegate = control
        let configuration = UIContextMenuConfiguration()
        #expect(delegate.contextMenuInteraction(interaction, previewForHighlightingMenuWithConfiguration: configuration)?.view === control)
        #expect(delegate.contextMenuInteraction(interaction, previewForDismissingMenuWithConfiguration: configuration) == nil)
        control.isContextMenuInteractionEnabled = false
        #expect(control.contextMenuInteraction == nil)
        #expect(!control.interactions.contains { $0 === interaction })
    }

    /// `UIControl.init(frame:primaryAction:)` (iOS 14) "registers the
    /// primary action event, and sets the title and image properties of the
    /// control to the action's title and image" (Apple's documentation): a
    /// button shows the title; a switch made so runs the action when a tap
    /// turns it, as the ControlMenus sample's switch expects.
    @Test func primaryActionControlsRunTheirAction() {
        var turnedOn: [Bool] = []
        let toggle = UISwitch(frame: .zero, primaryAction: UIAction(title: "") { action in
            turnedOn.append((action.sender as? UISwitch)?.isOn ?? false)
        })
        toggle.frame = CGRect(x: 0, y: 0, width: 51, height: 31)
        toggle.trellis.tap()
        toggle.trellis.tap()
        #expect(turnedOn == [true, false])
        var pressed = 0
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44),
                              primaryAction: UIAction(title: "Revert") { _ in pressed += 1 })
        #expect(button.title(for: .normal) == "Revert")
        button.trellis.tap()
        #expect(pressed == 1)
    }

    /// `UISegmentedControl(frame:actions:)` (iOS 14): one segment per action,
    /// titled by it; selecting a segment runs its action with the control as
    /// sender (the ControlMenus sample's colour and shape selectors). Setting
    /// `selectedSegmentIndex` in code sends nothing, as UIKit's does.
    @Test func segmentsMadeFromActionsRunThemWhenSelected() throws {
        var chosen: [String] = []
        let red = UIAction(title: "Red", identifier: UIAction.Identifier("red")) { action in
            if action.sender is UISegmentedControl { chosen.append(action.title) }
        }
        let blue = UIAction(title: "Blue") { action in
            if action.sender is UISegmentedControl { chosen.append(action.title) }
        }
        let control = UISegmentedControl(frame: .zero, actions: [red, blue])
        #expect(control.numberOfSegments == 2)
        #expect(control.titleForSegment(at: 0) == "Red")
        #expect(control.titleForSegment(at: 1) == "Blue")
        #expect(control.actionForSegment(at: 1) === blue)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("red")) == 0)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("none")) == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 0
        #expect(chosen.isEmpty)
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.layoutIfNeeded()
        control.trellis.tap(at: CGPoint(x: 150, y: 16))
        #expect(control.selectedSegmentIndex == 1)
        #expect(chosen == ["Blue"])
        control.insertSegment(withTitle: "Green", at: 0, animated: false)
        #expect(control.actionForSegment(at: 0) == nil)
        #expect(control.actionForSegment(at: 2) === blue)
    }

    /// A collection view controller answers the context-menu preview
    /// methods of `UICollectionViewDelegate` (iOS 13), so Apple's context-menu
    /// sample overrides them; UIKit asks them through the delegate.
    @Test func collectionControllerPreviewsAreOverridable() {
        final class Previewing: UICollectionViewController {
            let lifted = UIView()
            override func collectionView(
                _ collectionView: UICollectionView,
                previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
                UITargetedPreview(view: lifted)
            }
        }
        let controller = Previewing(collectionViewLayout: UICollectionViewFlowLayout())
        let delegate: any UICollectionViewDelegate = controller
        let configuration = UIContextMenuConfiguration()
        #expect(delegate.collectionView(controller.collectionView,
                                        previewForHighlightingContextMenuWithConfiguration: configuration)?.view === controller.lifted)
        #expect(delegate.collectionView(controller.collectionView,
                                        previewForDismissingContextMenuWithConfiguration: configuration) == nil)
    }

    /// A colour literal where a `CGColor` is expected (Apple's collection
    /// layout sample: `layer.borderColor = #colorLiteral(red: 1, green: 1,
    /// blue: 1, alpha: 0.5)`) is that colour, as `UIColor`'s literal is.
    @Test func colorLiteralMakesACGColor() {
        let layer = CALayer()
        layer.borderColor = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 0.5)
        #expect(layer.borderColor?.components == [1, 1, 1, 0.5])
        let uiColor: UIColor = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
        let cgColor: CGColor = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(uiColor.cgColor.components == cgColor.components)
    }
}
