import Foundation
import Layout

/// A slider's custom images (UIKit's `setThumbImage(_:for:)`,
/// `setMinimumTrackImage(_:for:)`, `setMaximumTrackImage(_:for:)` and their
/// getters). Kept per control state; what a state without its own image
/// shows is the normal state's, as Apple's `currentThumbImage` page says
/// ("the thumb image currently being used to render the slider"; the
/// `setThumbImage(_:for:)` page: "in general, you should specify a value
/// for the normal state to be used by other states which don't have a
/// custom value set"). The current state's images are drawn by Layout's
/// `Slider` in place of the round thumb and tinted tracks, again whenever
/// the state changes (highlighted while tracking, disabled).
extension UISlider {
    public func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        sliderImages.thumb[state.rawValue] = image
        showImages()
    }
    public func thumbImage(for state: UIControl.State) -> UIImage? { sliderImages.thumb[state.rawValue] }
    public var currentThumbImage: UIImage? { current(sliderImages.thumb) }

    public func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        sliderImages.minimumTrack[state.rawValue] = image
        showImages()
    }
    public func minimumTrackImage(for state: UIControl.State) -> UIImage? { sliderImages.minimumTrack[state.rawValue] }
    public var currentMinimumTrackImage: UIImage? { current(sliderImages.minimumTrack) }

    public func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        sliderImages.maximumTrack[state.rawValue] = image
        showImages()
    }
    public func maximumTrackImage(for state: UIControl.State) -> UIImage? { sliderImages.maximumTrack[state.rawValue] }
    public var currentMaximumTrackImage: UIImage? { current(sliderImages.maximumTrack) }

    /// Hands the current state's images to the drawn slider.
    func showImages() {
        func drawn(_ image: UIImage?) -> Layout.Image? { image.flatMap { $0.isEmpty ? nil : $0.layoutImage } }
        sliderNode.thumbImage = drawn(currentThumbImage)
        sliderNode.minimumTrackImage = drawn(currentMinimumTrackImage)
        sliderNode.maximumTrackImage = drawn(currentMaximumTrackImage)
    }

    private func current(_ images: [UInt: UIImage]) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }
}

/// The images a slider keeps, by the control state's raw value.
struct SliderImages {
    var thumb: [UInt: UIImage] = [:]
    var minimumTrack: [UInt: UIImage] = [:]
    var maximumTrack: [UInt: UIImage] = [:]
}
