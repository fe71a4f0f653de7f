import Testing
import Views

@Suite struct SparklineTests {
    @Test func aRowOfZerosAndOneSpikeIsBlankButOneFullBlock() {
        #expect(Sparkline.render([0, 0, 0, 7, 0, 0], width: 10) == "   █  ")
    }

    @Test func eachRowIsScaledToItsOwnLargestCount() {
        #expect(Sparkline.render([1, 2, 4, 8], width: 10) == "▁▂▄█")
        #expect(Sparkline.render([100, 200, 400, 800], width: 10) == "▁▂▄█")
        #expect(Sparkline.render([1, 100], width: 10) == "▁█")
    }

    @Test func moreCountsThanRoomAreSummedInNeighbours() {
        #expect(Sparkline.render([1, 1, 0, 0, 2, 2, 0, 4], width: 4) == "▄ ██")
        #expect(Sparkline.render(Array(repeating: 1, count: 30), width: 7).count == 6)
    }
}
