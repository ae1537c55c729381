import Foundation
import Testing
@testable import TrellisUIKit

/// The app, its scene and its windows (issue "Whole screens", item 4): the
/// app's state is the device a test last showed (docs/uikit.md, "The screen
/// and the device"); every test shows first.
@MainActor @Suite struct AppSceneTests {
    @Test func theAppsTextSizeAndDirectionAreTheDeviceShown() {
        UIViewController().trellis.show(
            size: CGSize(width: 390, height: 844),
            traits: UITraitCollection(traitsFrom: [.init(preferredContentSizeCategory: .accessibilityLarge),
                                                   .init(layoutDirection: .rightToLeft)]))
        #expect(UIApplication.shared.preferredContentSizeCategory == .accessibilityLarge)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)

        UIViewController().trellis.show(size: CGSize(width: 390, height: 844))
        // Trellis's default environment: Large, left to right.
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        #expect(UIApplication.shared.applicationState == .active)
    }

    @Test func aWindowMadeWithTheSceneIsItsWindowAndTheKeyOneOnceMadeKey() throws {
        UIViewController().trellis.show(size: CGSize(width: 375, height: 812))
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(scene === UIWindowScene.trellisMain)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.session.role == .windowApplication)
        #expect(scene.interfaceOrientation == .portrait)

        let first = UIWindow(windowScene: scene)
        let second = UIWindow(windowScene: scene)
        // A scene's window is as large as its screen.
        #expect(first.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
        #expect(first.windowScene === scene)
        #expect(scene.windows.contains { $0 === first } && scene.windows.contains { $0 === second })
        #expect(UIApplication.shared.windows.contains { $0 === first })

        first.makeKeyAndVisible()
        #expect(scene.keyWindow === first)
        second.makeKey()
        #expect(!first.isKeyWindow)
        #expect(scene.keyWindow === second)
        #expect(UIApplication.shared.keyWindow === second)

        second.windowScene = nil
        #expect(!scene.windows.contains { $0 === second })
        first.windowScene = nil
    }

    @Test func aSceneDelegateConnectsAndMakesItsWindow() {
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = (scene as? UIWindowScene) else { return }
                window = UIWindow(windowScene: windowScene)
                window?.rootViewController = UIViewController()
                window?.makeKeyAndVisible()
            }
        }
        UIViewController().trellis.show(size: CGSize(width: 390, height: 844))
        let delegate = SceneDelegate()
        let window = delegate.trellisConnect()
        #expect(window != nil)
        #expect(UIWindowScene.trellisMain.delegate === delegate)
        #expect(window?.isKeyWindow == true)
        #expect(window?.rootViewController?.view.frame.size == CGSize(width: 390, height: 844))
        window?.windowScene = nil
        UIWindowScene.trellisMain.delegate = nil
    }

    @Test func feedbackGeneratorsRecordWhatTheyPlay() {
        let selection = UISelectionFeedbackGenerator()
        selection.prepare()
        selection.selectionChanged()
        #expect(selection.preparedCount == 1)
        #expect(selection.played == [.selectionChanged])

        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.impactOccurred()
        impact.impactOccurred(intensity: 1.5)  // clamped to 1
        impact.impactOccurred(intensity: 0.25)
        #expect(impact.played == [.impact(.heavy, intensity: 1), .impact(.heavy, intensity: 1), .impact(.heavy, intensity: 0.25)])
        #expect(UIImpactFeedbackGenerator().style == .medium)

        let notification = UINotificationFeedbackGenerator()
        notification.notificationOccurred(.error)
        #expect(notification.played == [.notification(.error)])
    }

    @Test func openingAURLIsRecordedAndCompletes() throws {
        let app = UIApplication.shared
        app.trellis.resetOpenedURLs()
        let url = try #require(URL(string: "https://example.com/help"))
        #expect(app.canOpenURL(url))
        var completed: Bool?
        app.open(url) { completed = $0 }
        #expect(completed == true)
        #expect(app.trellis.openedURLs == [url])
        app.trellis.resetOpenedURLs()
    }

    @Test func aFocusEffectIsKeptOnItsView() {
        let view = UIView()
        #expect(view.focusEffect == nil)
        let halo = UIFocusHaloEffect(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 8, curve: .continuous)
        view.focusEffect = halo
        #expect(view.focusEffect === halo)
        #expect(halo.shape == .roundedRect(CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 8, curve: .continuous))
    }

    /// A button pinned 8 points above the keyboard guide, in a 390 × 844 root
    /// with a 34-point bottom safe area (an iPhone 13's home indicator).
    private func formWithButton() -> (root: UIView, button: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.trellis.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let button = UIView()
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            button.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            button.heightAnchor.constraint(equalToConstant: 50),
            button.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
        return (root, button)
    }

    @Test func theKeyboardGuideOfAHiddenKeyboardStartsAtTheSafeAreasBottom() {
        let (root, button) = formWithButton()
        root.layoutIfNeeded()
        // 844 − 34 (safe area) − 8 = 802.
        #expect(button.frame == CGRect(x: 16, y: 752, width: 358, height: 50))
        #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))

        root.keyboardLayoutGuide.usesBottomSafeArea = false
        root.layoutIfNeeded()
        // 844 − 8 = 836: the guide is the view's bottom edge, 0 tall.
        #expect(button.frame.maxY == 836)
        #expect(root.keyboardLayoutGuide.layoutFrame.height == 0)
    }

    @Test func aShownKeyboardPushesWhatIsPinnedToItsGuide() {
        let (root, button) = formWithButton()
        root.trellis.keyboardHeight = 336
        root.layoutIfNeeded()
        // 844 − 336 − 8 = 500.
        #expect(button.frame.maxY == 500)
        #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 508, width: 390, height: 336))
        root.trellis.keyboardHeight = nil
        root.layoutIfNeeded()
        #expect(button.frame.maxY == 802)
    }

    @Test func trackedConstraintsFollowADockedKeyboard() {
        let (root, button) = formWithButton()
        let guide = root.keyboardLayoutGuide
        let nearBottom = button.widthAnchor.constraint(equalToConstant: 100)
        let awayFromBottom = button.widthAnchor.constraint(equalToConstant: 200)
        guide.setConstraints([nearBottom], activeWhenNearEdge: .bottom)
        guide.setConstraints([awayFromBottom], activeWhenAwayFrom: .bottom)
        // Docked at the bottom: near the bottom, so only the first is active.
        #expect(nearBottom.isActive)
        #expect(!awayFromBottom.isActive)
        #expect(guide.constraints(activeWhenNearEdge: .bottom).count == 1)
        guide.removeAllTrackedConstraints()
        #expect(!nearBottom.isActive)
    }
}
