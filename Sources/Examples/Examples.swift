/// Every example, in the order `trellis examples` lists them.
public enum Examples {
    public static let all: [Example] = [
        .breakableConstraints,
        .wrapLabelFixed,
        .wrapLabelDynamic,
        .shrinkWrapBuggy,
        .shrinkWrap,
        .selfSizingCells,
        .chineseLabel,
        .wrapDemo,
        .wrappingView,
        .stackHide,
        .minSpacing,
        .alignmentRect,
        .baselineAlignment,
        .layoutCycle,
        .twoRows,
    ]

    public static func named(_ name: String) -> Example? { all.first { $0.name == name } }
}
