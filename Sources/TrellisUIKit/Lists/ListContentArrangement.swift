import Layout

/// What a list row's content holds, which decides its constraints.
struct ListContentShape: Equatable {
    var hasImage: Bool
    var hasText: Bool
    var hasSecondaryText: Bool
    var arrangement: UIListContentConfiguration.Arrangement
}

/// The constraints that place a list row's image, text and secondary text
/// inside its container's layout margins (shared by ``UIListContentView``
/// and a classic cell's `textLabel`/`detailTextLabel`/`imageView`):
///
/// - the image at the leading margin, centred vertically;
/// - the text after the image (`imageToTextPadding`) or at the margin;
/// - `.stacked`: the secondary text under the text; `.sideBySide`: at the
///   trailing margin, `textToSecondaryTextHorizontalPadding` at least after
///   the text; `.column`: the text in a trailing-aligned column
///   ``columnWidth`` wide, the secondary text after it;
/// - the block of texts centred vertically, within the margins, and the
///   container at least `minimumHeight` tall.
///
/// What is absent (no image, no text) is hidden and pinned to nothing's
/// size at the top leading margin, so that the engine has it placed.
/// The vertical bounds hold at priority 999, so that a fixed row height
/// shorter than the content crops it instead of breaking a constraint.
@preconcurrency @MainActor
final class ListContentArrangement {
    private unowned let container: UIView
    private let block = LayoutGuide(identifier: "UIListContentView-textBlock")
    private var constraints: [LayoutConstraint] = []
    private(set) var shape: ListContentShape?

    init(container: UIView) {
        self.container = container
        container.node.addLayoutGuide(block)
    }

    /// Builds the constraints again when `shape` differs from the last.
    func arrange(_ shape: ListContentShape, image: UIImageView, text: UILabel, secondary: UILabel,
                 paddings: (imageToText: CGFloat, vertical: CGFloat, horizontal: CGFloat),
                 minimumHeight: CGFloat) {
        // A centred or justified text spans the row (below).
        let spans = [text, secondary].map { $0.textAlignment == .center || $0.textAlignment == .justified }
        guard shape != self.shape || paddings != lastPaddings || minimumHeight != lastMinimum || spans != lastSpans else { return }
        self.shape = shape
        lastPaddings = paddings
        lastMinimum = minimumHeight
        lastSpans = spans
        LayoutConstraint.deactivate(constraints)
        constraints = []

        let box = container.node, margins = box.layoutMarginsGuide
        let imageNode = image.node, textNode = text.node, secondaryNode = secondary.node
        image.isHidden = !shape.hasImage
        text.isHidden = !shape.hasText
        secondary.isHidden = !shape.hasSecondaryText
        var list: [LayoutConstraint] = []
        func absent(_ node: View) {
            list += [node.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                     node.topAnchor.constraint(equalTo: margins.topAnchor),
                     node.widthAnchor.constraint(equalToConstant: 0), node.heightAnchor.constraint(equalToConstant: 0)]
        }
        func within(_ node: View) {
            list += [node.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor).withPriority(LayoutPriority(999)),
                     margins.bottomAnchor.constraint(greaterThanOrEqualTo: node.bottomAnchor).withPriority(LayoutPriority(999))]
        }

        let textStart: LayoutXAxisAnchor
        if shape.hasImage {
            list += [imageNode.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                     imageNode.centerYAnchor.constraint(equalTo: margins.centerYAnchor)]
            within(imageNode)
            textStart = imageNode.trailingAnchor
        } else {
            absent(imageNode)
            textStart = margins.leadingAnchor
        }
        let gap = shape.hasImage ? Double(paddings.imageToText) : 0

        let present = [shape.hasText ? textNode : nil, shape.hasSecondaryText ? secondaryNode : nil].compactMap { $0 }
        if !shape.hasText { absent(textNode) }
        if !shape.hasSecondaryText { absent(secondaryNode) }
        switch (shape.arrangement, present.count) {
        case (_, 0):
            break
        case (.stacked, _), (_, 1):
            for node in present {
                list += [node.leadingAnchor.constraint(equalTo: textStart, constant: gap),
                         margins.trailingAnchor.constraint(greaterThanOrEqualTo: node.trailingAnchor)]
                // A centred or justified text is laid out across the whole
                // width left to it, as UIKit's list content view lays out
                // its labels, so the alignment shows (Apple's sample centres
                // each emoji in its grid cell by `alignment = .center`).
                if node === textNode ? spans[0] : spans[1] {
                    list.append(node.trailingAnchor.constraint(equalTo: margins.trailingAnchor))
                }
            }
            list += [block.topAnchor.constraint(equalTo: present[0].topAnchor),
                     block.bottomAnchor.constraint(equalTo: present[present.count - 1].bottomAnchor),
                     block.centerYAnchor.constraint(equalTo: margins.centerYAnchor)]
            if present.count == 2 {
                list.append(secondaryNode.topAnchor.constraint(equalTo: textNode.bottomAnchor, constant: Double(paddings.vertical)))
            }
            within(present[0])
            within(present[present.count - 1])
        case (.sideBySide, _):
            list += [textNode.leadingAnchor.constraint(equalTo: textStart, constant: gap),
                     secondaryNode.leadingAnchor.constraint(greaterThanOrEqualTo: textNode.trailingAnchor,
                                                            constant: Double(paddings.horizontal)),
                     secondaryNode.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                     // The secondary text gives way down to nothing, never
                     // below: a text wider than the row is then cut at the
                     // padding before the margin instead of running past
                     // the cell (UIKit discards a value1 detail beside a
                     // long enough text: docs/uikit-numbers.md, "Value
                     // cell: least gap between text and secondary text").
                     secondaryNode.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
                     textNode.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
                     secondaryNode.centerYAnchor.constraint(equalTo: margins.centerYAnchor)]
            within(textNode)
            within(secondaryNode)
        case (.column, _):
            list += [textNode.leadingAnchor.constraint(equalTo: textStart, constant: gap),
                     textNode.widthAnchor.constraint(equalToConstant: Double(Self.columnWidth)),
                     secondaryNode.leadingAnchor.constraint(equalTo: textNode.trailingAnchor, constant: Double(paddings.horizontal)),
                     margins.trailingAnchor.constraint(greaterThanOrEqualTo: secondaryNode.trailingAnchor),
                     textNode.firstBaselineAnchor.constraint(equalTo: secondaryNode.firstBaselineAnchor),
                     secondaryNode.centerYAnchor.constraint(equalTo: margins.centerYAnchor)]
            within(textNode)
            within(secondaryNode)
        }
        if minimumHeight > 0 {
            list.append(box.heightAnchor.constraint(greaterThanOrEqualToConstant: Double(minimumHeight))
                .withPriority(LayoutPriority(999)))
        }
        constraints = list.map { $0.markSystem("UIListContentView") }
        LayoutConstraint.activate(constraints)
    }

    /// The width of `.value2`'s text column, whatever the row's width:
    /// Interface Builder saves the label `(20 …; 91 …)` in 414- and
    /// 344-point tables (Xcode 13 and 14), and UIKit drew its text ending
    /// 91 after the 15-point margin of a 320-point row on iOS 9–10
    /// (docs/uikit-numbers.md, "`.value2` text column").
    static let columnWidth: CGFloat = 91

    private var lastPaddings: (imageToText: CGFloat, vertical: CGFloat, horizontal: CGFloat) = (-1, -1, -1)
    private var lastMinimum: CGFloat = -1
    private var lastSpans = [false, false]
}
