import Examples

extension ExampleText {
    /// Every label and button title of an example in the test font at
    /// `size` points, whatever size the example asked for, so that frames
    /// can be worked out by hand without touching the ported code.
    public static func testFont(size: Double = 10) -> ExampleText {
        ExampleText(measurer: TestFont.measurer, font: { _ in TestFont.font(size) })
    }
}
