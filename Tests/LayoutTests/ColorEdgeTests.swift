import Layout
import Testing

/// Colors from numbers that are not finite: no trap (issue 16).
@Suite struct ColorEdgeTests {
    @Test func aHueThatIsNotFiniteIsRed() {
        let red = Color(hue: 0, saturation: 1, brightness: 1)
        #expect(Color(hue: .nan, saturation: 1, brightness: 1) == red)
        #expect(Color(hue: .infinity, saturation: 1, brightness: 1) == red)
    }

    @Test func componentsOutOfRangeAreClampedInTheDescription() {
        #expect(Color(red: .nan, green: -5, blue: 1e300).description.hasPrefix("#"))
    }
}
