import CorpusViewsSwift5
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

extension Corpus {
    @MainActor @Suite struct OnboardingViewControllerTests {
        func makeController() -> (OnboardingViewController, () -> [Bool]) {
            let controller = OnboardingViewController()
            var finishes: [Bool] = []
            controller.onFinish = { finishes.append($0) }
            controller.trellis.show(size: CGSize(width: 320, height: 568), traits: UITraitCollection(), safeAreaInsets: .zero)
            return (controller, { finishes })
        }

        @Test func nextButtonPagesThenFinishes() {
            let (controller, finishes) = makeController()
            controller.nextButton.sendActions(for: .touchUpInside)
            #expect(controller.currentPage == 1)
            controller.nextButton.sendActions(for: .touchUpInside)
            #expect(controller.currentPage == 2)
            #expect(controller.nextButton.title(for: .normal) == "Get Started")
            controller.nextButton.sendActions(for: .touchUpInside)
            #expect(finishes() == [false])
        }

        @Test func pageControlValueChanged() {
            let (controller, _) = makeController()
            controller.pageControl.currentPage = 2
            controller.pageControl.sendActions(for: .valueChanged)
            #expect(controller.currentPage == 2)
            #expect(controller.titleLabel.text == "Private by default")
        }

        @Test func skipBarButtonItem() throws {
            let (controller, finishes) = makeController()
            let skip = try #require(controller.navigationItem.rightBarButtonItem)
            #expect(skip.title == "Skip")
            #expect(UIApplication.shared.sendAction(skip.action!, to: skip.target, from: skip, for: nil))
            #expect(finishes() == [true])
        }

        @Test func swipesPage() {
            let (controller, _) = makeController()
            #expect(controller.swipeLeftRecognizer.trellis.recognize())
            #expect(controller.currentPage == 1)
            #expect(controller.swipeLeftRecognizer.trellis.recognize())
            #expect(controller.swipeLeftRecognizer.trellis.recognize())
            #expect(controller.currentPage == 2)  // stays on the last page
            #expect(controller.swipeRightRecognizer.trellis.recognize())
            #expect(controller.currentPage == 1)
        }

        @Test func snapshot() {
            let controller = OnboardingViewController()
            assertSnapshot(of: controller, as: .image(on: .iPhoneSe), named: "iPhoneSe")
        }
    }
}
