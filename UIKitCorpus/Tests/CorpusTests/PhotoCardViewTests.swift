import CorpusViews
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

final class PhotoCardSpy: PhotoCardViewDelegate {
    var events: [String] = []
    var doubleTapPoints: [CGPoint] = []
    var dismissVelocities: [CGPoint] = []

    func photoCardViewDidTapPhoto(_ cardView: PhotoCardView) { events.append("photo") }
    func photoCardViewDidTapCaption(_ cardView: PhotoCardView) { events.append("caption") }
    func photoCardView(_ cardView: PhotoCardView, didDoubleTapAt point: CGPoint) {
        events.append("double")
        doubleTapPoints.append(point)
    }
    func photoCardViewDidLongPress(_ cardView: PhotoCardView) { events.append("long") }
    func photoCardViewDidSwipeLeft(_ cardView: PhotoCardView) { events.append("swipe") }
    func photoCardView(_ cardView: PhotoCardView, didDismissWithVelocity velocity: CGPoint) {
        events.append("dismiss")
        dismissVelocities.append(velocity)
    }
}

/// Implements none of the optional requirements.
private final class SilentPhotoCardDelegate: PhotoCardViewDelegate {}

extension Corpus {
    @MainActor @Suite struct PhotoCardViewTests {
        func makeCard() -> (PhotoCardView, PhotoCardSpy) {
            let card = PhotoCardView(frame: CGRect(x: 0, y: 0, width: 320, height: 320))
            card.captionLabel.text = "The view from the ridge, just after sunrise"
            card.layoutIfNeeded()
            let spy = PhotoCardSpy()
            card.delegate = spy
            return (card, spy)
        }

        @Test func recognizersAreAttached() {
            let (card, _) = makeCard()
            #expect(card.imageView.gestureRecognizers?.count == 2)
            #expect(card.captionLabel.gestureRecognizers?.count == 1)
            #expect(card.gestureRecognizers?.count == 3)
            #expect(card.doubleTapGestureRecognizer.numberOfTapsRequired == 2)
        }

        @Test func tapsTellPhotoFromCaption() {
            let (card, spy) = makeCard()
            #expect(card.tapGestureRecognizer.trellis.recognize())
            #expect(card.captionTapGestureRecognizer.trellis.recognize())
            #expect(spy.events == ["photo", "caption"])
        }

        @Test func doubleTapReportsWhereInThePhoto() {
            let (card, spy) = makeCard()
            #expect(card.doubleTapGestureRecognizer.trellis.recognize(at: CGPoint(x: 40, y: 50)))
            #expect(spy.events == ["double"])
            #expect(spy.doubleTapPoints == [CGPoint(x: 40, y: 50)])
        }

        @Test func longPressOpensTheMenuOnce() {
            let (card, spy) = makeCard()
            #expect(card.longPressGestureRecognizer.trellis.recognize())  // began, changed, ended
            #expect(spy.events == ["long"])
        }

        @Test func swipeLeft() {
            let (card, spy) = makeCard()
            #expect(card.swipeGestureRecognizer.trellis.recognize())
            #expect(spy.events == ["swipe"])
        }

        @Test func dragDownDismisses() {
            let (card, spy) = makeCard()
            let pan = card.panGestureRecognizer!
            pan.trellis.setVelocity(CGPoint(x: 0, y: 1400))
            #expect(pan.trellis.send(.began, at: CGPoint(x: 160, y: 100)))
            pan.setTranslation(CGPoint(x: 0, y: 150), in: nil)
            #expect(pan.trellis.send(.changed))
            #expect(card.transform.ty == 150)
            #expect(pan.trellis.send(.ended))
            #expect(card.transform.ty == 0)
            #expect(spy.events == ["dismiss"])
            #expect(spy.dismissVelocities == [CGPoint(x: 0, y: 1400)])
        }

        /// The view is the pan's delegate: a sideways drag does not begin.
        @Test func sidewaysDragDoesNotBegin() {
            let (card, spy) = makeCard()
            let pan = card.panGestureRecognizer!
            pan.trellis.setVelocity(CGPoint(x: 900, y: 50))
            #expect(!pan.trellis.recognize())
            #expect(spy.events.isEmpty)
        }

        @Test func aDelegateWithoutTheOptionalsHearsNothing() {
            let (card, _) = makeCard()
            let silent = SilentPhotoCardDelegate()
            card.delegate = silent
            #expect(card.tapGestureRecognizer.trellis.recognize())
            #expect(card.doubleTapGestureRecognizer.trellis.recognize())
            #expect(card.longPressGestureRecognizer.trellis.recognize())
        }

        @Test func snapshot() {
            let card = PhotoCardView(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
            card.captionLabel.text = "The view from the ridge, just after sunrise"
            assertSnapshot(of: card, as: .image, named: "320")
        }
    }
}
