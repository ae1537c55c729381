import Foundation
import Layout
import Render
import SnapshotTesting
import TrellisUIKit

/// The cells of a trait matrix: every device × content size category ×
/// layout direction × interface style. Each cell has a name for its
/// reference ("iPhone13-ax-xl-rtl-dark", as swift-snapshot-testing writes file names) and a description for failures
/// ("iPhone 13, accessibilityExtraLarge, right to left, dark").
///
///     let matrix = SnapshotMatrix(devices: [.iPhoneSe, .iPhone13], contentSizes: [.large, .accessibilityExtraLarge])
///     assertSnapshots(of: controller, as: .images(matrix))          // one reference per cell
///     assertSnapshot(of: controller, as: .contactSheet(matrix))     // one PNG to look at
public struct SnapshotMatrix: Sendable {
    public struct Cell: Sendable {
        public var name: String
        public var device: ViewImageConfig
        public var traits: UITraitCollection
        public var description: String
    }

    public var cells: [Cell]

    public init(
        devices: [(name: String, config: ViewImageConfig)],
        contentSizes: [UIContentSizeCategory] = [.large],
        directions: [UITraitEnvironmentLayoutDirection] = [.leftToRight],
        styles: [UIUserInterfaceStyle] = [.light]
    ) {
        var cells: [Cell] = []
        for device in devices {
            for size in contentSizes {
                for direction in directions {
                    for style in styles {
                        let traits = UITraitCollection(traitsFrom: [
                            .init(preferredContentSizeCategory: size), .init(layoutDirection: direction),
                            .init(userInterfaceStyle: style),
                        ])
                        let name = [device.name, Self.shortName(size), direction == .rightToLeft ? "rtl" : "ltr",
                                    style == .dark ? "dark" : "light"].joined(separator: "-")
                        cells.append(Cell(name: name, device: device.config, traits: traits,
                                          description: UIKitSnapshot.describe(device.config, traits)))
                    }
                }
            }
        }
        self.cells = cells
    }

    /// Devices named after their `name` ("iPhone 13, landscape" → "iPhone13-landscape").
    public init(
        devices: [ViewImageConfig], contentSizes: [UIContentSizeCategory] = [.large],
        directions: [UITraitEnvironmentLayoutDirection] = [.leftToRight], styles: [UIUserInterfaceStyle] = [.light]
    ) {
        let named = devices.map { device in
            (name: device.name.replacingOccurrences(of: ", ", with: "-").replacingOccurrences(of: " ", with: "")
                .replacingOccurrences(of: "\"", with: ""), config: device)
        }
        self.init(devices: named, contentSizes: contentSizes, directions: directions, styles: styles)
    }

    /// "l", "xxl", "ax-xl": short enough for file names.
    static func shortName(_ category: UIContentSizeCategory) -> String {
        let names = ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax-m", "ax-l", "ax-xl", "ax-xxl", "ax-xxxl"]
        return UIContentSizeCategory.allSizes.firstIndex(of: category).map { names[$0] } ?? "unspecified"
    }
}

extension Dictionary where Key == String, Value == Snapshotting<UIViewController, UIImage> {
    /// One image strategy per cell, named by the cell, for
    /// `assertSnapshots(of:as:)`: a reference per cell, and a failure that
    /// names its cell.
    public static func images(_ matrix: SnapshotMatrix, scale: CGFloat = 1) -> [String: Snapshotting<UIViewController, UIImage>] {
        Dictionary(uniqueKeysWithValues: matrix.cells.map { cell in
            (cell.name, Snapshotting<UIViewController, UIImage>.image(on: cell.device, traits: cell.traits, scale: scale))
        })
    }
}

extension Dictionary where Key == String, Value == Snapshotting<UIViewController, String> {
    /// One text strategy per cell: frames and label lines, a failure naming
    /// its cell and what changed in layout terms ("titleLabel: 2 → 3 lines").
    public static func recursiveDescriptions(_ matrix: SnapshotMatrix) -> [String: Snapshotting<UIViewController, String>] {
        Dictionary(uniqueKeysWithValues: matrix.cells.map { cell in
            (cell.name, Snapshotting<UIViewController, String>.recursiveDescription(on: cell.device, traits: cell.traits))
        })
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// Every cell in one PNG, for people to look at: a row per device, the
    /// cells side by side with their names above them (at `scale`, 16
    /// points apart on a light grey sheet). A `UIImage`, as `.image` is, so
    /// that both go in one `assertSnapshots(of:as:)` list.
    public static func contactSheet(_ matrix: SnapshotMatrix, scale: CGFloat = 1) -> Snapshotting {
        Snapshotting(pathExtension: ReferencePlatform.pathExtension("png"), diffing: .image(scale: scale)) { controller in
            MainActor.assumeIsolated {
                SnapshotImage.image(ContactSheet.png(of: controller, matrix: matrix, scale: Double(scale)), scale: scale)
            }
        }
    }
}

/// The contact sheet: a Layout tree of captions and images, painted.
@MainActor
enum ContactSheet {
    static func png(of controller: UIViewController, matrix: SnapshotMatrix, scale: Double) -> Data {
        let sheet = View(name: "contact sheet")
        sheet.backgroundColor = Color(white: 0.9)
        var previousRowBottom: LayoutYAxisAnchor = sheet.topAnchor
        var constraints: [LayoutConstraint] = []
        var rowRight: [LayoutXAxisAnchor] = []
        var currentDevice: String?
        var previousRight: LayoutXAxisAnchor?
        var rowBottoms: [LayoutYAxisAnchor] = []
        for cell in matrix.cells {
            let view = UIKitSnapshot.show(controller, on: cell.device, size: nil, traits: cell.traits)
            if let undrawn = UIKitSnapshot.undrawnAlert(view, context: cell.description) { return Data(undrawn.utf8) }
            let layout = view.trellis.layoutView.solvedLayout(checkedWidth: Double(view.bounds.width), height: Double(view.bounds.height))
            if let failure = RaisedExceptions.failure(in: layout, context: cell.description) { return Data(failure.utf8) }
            guard let bytes = try? SceneRenderer(scale: scale).render(layout).pngData(),
                  let image = try? Image(pngData: bytes, scale: scale) else { continue }
            if cell.device.name != currentDevice {
                if let last = rowBottoms.last { previousRowBottom = last }
                currentDevice = cell.device.name
                previousRight = nil
            }
            let caption = Label(text: cell.description, name: cell.name + ".caption")
            caption.numberOfLines = 0
            caption.font = .systemFont(ofSize: 11)
            caption.textColor = Color(white: 0.25)
            let picture = ImageView(image: image, name: cell.name)
            sheet.addSubview(caption)
            sheet.addSubview(picture)
            let left = previousRight ?? sheet.leftAnchor
            constraints += [
                picture.leftAnchor.constraint(equalTo: left, constant: 16),
                caption.leftAnchor.constraint(equalTo: picture.leftAnchor),
                caption.widthAnchor.constraint(lessThanOrEqualTo: picture.widthAnchor),
                caption.topAnchor.constraint(equalTo: previousRowBottom, constant: 16),
                picture.topAnchor.constraint(equalTo: caption.bottomAnchor, constant: 4),
            ]
            previousRight = picture.rightAnchor
            rowRight.append(picture.rightAnchor)
            rowBottoms.append(picture.bottomAnchor)
        }
        for right in rowRight { constraints.append(sheet.rightAnchor.constraint(greaterThanOrEqualTo: right, constant: 16)) }
        for bottom in rowBottoms { constraints.append(sheet.bottomAnchor.constraint(greaterThanOrEqualTo: bottom, constant: 16)) }
        LayoutConstraint.activate(constraints)
        let size = sheet.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        let layout = sheet.solvedLayout(checkedWidth: size.width, height: size.height)
        do {
            return Data(try SceneRenderer(scale: scale).render(layout).draftPNGData())
        } catch {
            return Data(NoSnapshot.report("the contact sheet could not be painted: \(error)").utf8)
        }
    }
}
