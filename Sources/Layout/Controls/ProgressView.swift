/// A progress bar (UIKit's `UIProgressView`): 2 points tall
/// (docs/uikit-numbers.md), a track with the done part filled from the
/// leading edge. It has no intrinsic width.
open class ProgressView: View {
    private var parts: ControlParts { ControlParts(of: self, kind: .progressView) }
    private let fill = View()
    private var fillWidth: LayoutConstraint?

    /// The part done, 0…1 (clamped; not a number is 0).
    public var progress: Double = 0 { didSet { placeFill() } }
    /// The done part (UIKit: `progressTintColor`, the tint when nil).
    public var progressTintColor: Color = ControlColors.tint { didSet { recolour() } }
    /// The track (UIKit: `trackTintColor`, `.systemFill` when nil).
    public var trackTintColor: Color = ControlColors.systemFill { didSet { recolour() } }

    public init(progress: Double = 0, name: String? = nil) {
        self.progress = progress
        super.init(name: name)
        parts.add(fill, "fill")
        parts.activate([fill.topAnchor.constraint(equalTo: topAnchor), fill.bottomAnchor.constraint(equalTo: bottomAnchor),
                        fill.leadingAnchor.constraint(equalTo: leadingAnchor)])
        recolour()
        placeFill()
    }

    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 2) }

    private func recolour() {
        backgroundColor = trackTintColor
        fill.backgroundColor = progressTintColor
    }

    private func placeFill() {
        fillWidth?.isActive = false
        let done = max(0, min(1, progress.isFinite ? progress : 0))
        fillWidth = parts.marked(fill.widthAnchor.constraint(equalTo: widthAnchor, multiplier: done))
        fillWidth?.isActive = true
    }
}
