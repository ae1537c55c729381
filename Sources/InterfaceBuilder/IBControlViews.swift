import Layout

/// A view whose intrinsic size is a given number on each axis (or none):
/// a switch, an activity indicator, a custom view with IB's placeholder
/// intrinsic size.
final class IBFixedSizeView: View {
    var fixedSize: Size

    init(size: Size, name: String) {
        fixedSize = size
        super.init(name: name)
    }

    override var intrinsicContentSize: Size { fixedSize }
}

/// An image view whose image is known only by name: its intrinsic size is
/// the size the document's `<resources>` give the image (UIKit's rule, the
/// image's size), none when the file does not list it.
final class IBImageView: ImageView {
    var imageSize: Size?

    override var intrinsicContentSize: Size {
        imageSize ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
}

/// A control sized by one line of its text (a text field, a segmented
/// control): the text's width plus `padding` across, and `height`, or the
/// text's line height when nil. Measured with the tree's text engine.
final class IBTextControl: View {
    var text: String
    var font: Font
    var padding: Double
    var height: Double?
    /// For a segmented control: how many segments share the width.
    var segments: [String] = []

    init(text: String, font: Font, padding: Double, height: Double?, name: String) {
        self.text = text
        self.font = font
        self.padding = padding
        self.height = height
        super.init(name: name)
    }

    private func measured(_ string: String) -> TextMeasurement {
        effectiveTextMeasurer.measure(TextMeasurementRequest(text: string, font: font, width: nil, numberOfLines: 1,
                                                             lineBreakMode: .byClipping))
    }

    override var intrinsicContentSize: Size {
        if !segments.isEmpty {
            // Segments are as wide as the widest title (UISegmentedControl's
            // equal widths), each padded.
            let widest = segments.map { measured($0).size.width }.max() ?? 0
            return Size(width: (Double(segments.count) * (widest + padding)).rounded(.up), height: height ?? 32)
        }
        let size = measured(text).size
        return Size(width: (size.width + padding).rounded(.up), height: height ?? size.height.rounded(.up))
    }
}
