import Foundation
import Testing
@testable import TrellisUIKit

/// `view.trellis.showKeyboard(height:)` posts what UIKit posts when its
/// keyboard appears, so a form that avoids the keyboard by observing
/// `keyboardWillShowNotification` can be laid out and drawn with its
/// keyboard up. The order is UIKit's logged one (Stack Overflow question
/// 25946121: will change frame, will show, did change frame, did show);
/// the frames are in the screen's coordinates (Apple,
/// `keyboardFrameEndUserInfoKey`): on a 390 × 844 screen a 336-point
/// keyboard ends at (0, 844 − 336 = 508, 390, 336) and begins just below
/// the screen, at (0, 844, 390, 336).
@MainActor @Suite(.serialized) struct KeyboardNotificationTests {
    static let phone = CGSize(width: 390, height: 844)
    static let safeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    /// The common keyboard-avoiding form: a scroll view filling the view,
    /// its bottom inset the part of the keyboard over the safe area, and a
    /// button pinned 8 above the keyboard by a constant the observer sets.
    final class Form: UIViewController {
        let scrollView = UIScrollView()
        let button = UIButton(type: .system)
        var buttonBottom: NSLayoutConstraint!
        var heard: [Notification.Name] = []
        /// What the last `keyboardWillShowNotification` carried.
        var shownInfo: [AnyHashable: Any] = [:]
        var shownObjectWasNil = false
        var observers: [NSObjectProtocol] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            for view in [scrollView, button] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                self.view.addSubview(view)
            }
            buttonBottom = button.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -8)
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                button.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                button.heightAnchor.constraint(equalToConstant: 44),
                buttonBottom,
            ])
            let center = NotificationCenter.default
            for name in [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
                         UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
                         UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification] {
                observers.append(center.addObserver(forName: name, object: nil, queue: nil) { [unowned self] _ in
                    MainActor.assumeIsolated { self.heard.append(name) }
                })
            }
            observers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [unowned self] note in
                let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
                let info = note.userInfo ?? [:]
                let objectWasNil = note.object == nil
                nonisolated(unsafe) let unsafeInfo = info
                MainActor.assumeIsolated {
                    self.shownInfo = unsafeInfo
                    self.shownObjectWasNil = objectWasNil
                    self.keyboardCovers(end)
                }
            })
            observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [unowned self] _ in
                MainActor.assumeIsolated { self.keyboardCovers(nil) }
            })
        }

        func keyboardCovers(_ frame: CGRect?) {
            guard let frame else {
                scrollView.contentInset.bottom = 0
                buttonBottom.constant = -8
                return
            }
            // The keyboard in this view's coordinates, as such code converts it.
            let local = view.convert(frame, from: nil)
            let covered = view.bounds.maxY - local.minY
            scrollView.contentInset.bottom = covered - view.safeAreaInsets.bottom
            buttonBottom.constant = -covered - 8
        }

        func stopObserving() {
            for observer in observers { NotificationCenter.default.removeObserver(observer) }
        }
    }

    func shownForm() -> Form {
        let form = Form()
        form.trellis.show(size: Self.phone, safeAreaInsets: Self.safeArea)
        return form
    }

    @Test func showingPostsUIKitsFourNotificationsInItsOrder() {
        let form = shownForm()
        defer { form.stopObserving() }
        form.view.trellis.showKeyboard(height: 336)
        #expect(form.heard == [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
                               UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification])
        form.heard = []
        form.view.trellis.hideKeyboard()
        #expect(form.heard == [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification,
                               UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification])
        form.heard = []
        form.view.trellis.hideKeyboard()
        #expect(form.heard.isEmpty, "no keyboard shown: nothing to hide")
    }

    @Test func theUserInfoHoldsScreenFramesAndUIKitsAnimation() {
        let form = shownForm()
        defer { form.stopObserving() }
        form.view.trellis.showKeyboard(height: 336)
        let info = form.shownInfo
        #expect(form.shownObjectWasNil)
        let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
        let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        #expect(begin == CGRect(x: 0, y: 844, width: 390, height: 336))
        #expect(end == CGRect(x: 0, y: 508, width: 390, height: 336))
        #expect((info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
        #expect((info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue == 7)
        #expect((info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue == true)
        form.view.trellis.hideKeyboard()
    }

    @Test func aFormThatObservesTheKeyboardMovesAboveIt() {
        let form = shownForm()
        defer { form.stopObserving() }
        form.view.trellis.showKeyboard(height: 336)
        form.view.layoutIfNeeded()
        // The keyboard covers 336 of the view; 336 − 34 of it lies over the safe area.
        #expect(form.scrollView.contentInset.bottom == 302)
        // 844 − 336 − 8 = 500, the same line the keyboard layout guide gives.
        #expect(form.button.frame.maxY == 500)
        #expect(form.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 508, width: 390, height: 336))
        form.view.trellis.hideKeyboard()
        form.view.layoutIfNeeded()
        #expect(form.scrollView.contentInset.bottom == 0)
        #expect(form.button.frame.maxY == 836)
        #expect(form.view.trellis.keyboardHeight == nil)
    }
}
