import Views
import Testing

/// Sizes as every limit and message says them: binary units, named as the IEC names them.
struct ByteSizeTests {
    @Test(arguments: [
        (0, "0 B"), (512, "512 B"), (1_023, "1023 B"), (1_024, "1 KiB"), (1_536, "1.5 KiB"), (272, "272 B"), (2_483_027, "2.3 MiB"),
        (3 << 20, "3 MiB"), (6_300_000, "6 MiB"), (4 << 20, "4 MiB"), (64 << 20, "64 MiB"), (100 << 20, "100 MiB"), (-5, "0 B"),
    ])
    func aSizeIsSaidInTheLargestUnitItFills(bytes: Int, said: String) {
        #expect(ByteSize.describe(bytes) == said)
    }
}
