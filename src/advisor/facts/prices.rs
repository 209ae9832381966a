//! The compiled-in price table: Linux pay-as-you-go and Spot prices per VM size and region,
//! generated into `prices_data.rs` by `cargo run --bin prices` from `data/azure-ml-vm-prices.csv`.

use super::prices_data;
use super::sources::Doc;
use serde::Serialize;

/// Where the prices come from, for the page and the CLI.
pub const PROVENANCE: &str =
    "Azure list prices in US dollars: VM sizes by the hour (Linux), models by the token or the hour; each figure says where and when it was taken.";

/// Where a kind of price came from and when it was taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Source {
    pub via: &'static str,
    pub date: &'static str,
}

/// Hourly prices in micro-dollars (millionths of a US dollar), each with its source (an index
/// into [`sources`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Rate {
    pub payg: u32,
    /// `None` where the source has no credible Spot price.
    pub spot: Option<u32>,
    /// The 1-year savings plan, hourly; `None` where the data has none.
    pub sp1y: Option<u32>,
    pub payg_source: u8,
    pub spot_source: u8,
    pub sp1y_source: u8,
}

impl Rate {
    pub fn payg_usd(self) -> f64 {
        f64::from(self.payg) / 1e6
    }

    pub fn spot_usd(self) -> Option<f64> {
        self.spot.map(|s| f64::from(s) / 1e6)
    }

    pub fn sp1y_usd(self) -> Option<f64> {
        self.sp1y.map(|s| f64::from(s) / 1e6)
    }

    /// When each price was taken, by kind: "pay-as-you-go 2026-06-18, Spot 2026-08-22".
    pub fn dated(self) -> String {
        let date = |i: u8| sources().get(usize::from(i)).map_or("undated", |s| s.date);
        let mut s = format!("pay-as-you-go {}", date(self.payg_source));
        if self.spot.is_some() {
            s.push_str(&format!(", Spot {}", date(self.spot_source)));
        }
        if self.sp1y.is_some() {
            s.push_str(&format!(", 1-year savings plan {}", date(self.sp1y_source)));
        }
        s
    }

    /// The sources of the prices this rate holds, each once.
    pub fn sources(self) -> Vec<&'static Source> {
        let mut v: Vec<u8> = vec![self.payg_source];
        if self.spot.is_some() {
            v.push(self.spot_source);
        }
        if self.sp1y.is_some() {
            v.push(self.sp1y_source);
        }
        v.dedup();
        let mut out: Vec<&'static Source> = Vec::new();
        for i in v {
            if let Some(s) = sources().get(usize::from(i)) {
                if !out.contains(&s) {
                    out.push(s);
                }
            }
        }
        out
    }
}

/// Pay-as-you-go from a size's base price and its family's factor in a region: `base × k /
/// 10,000`, rounded half up to a unit of 10^`unit` micro-dollars (the importer encodes with it).
pub fn scale_payg(base: u32, k: u32, unit: u8) -> u32 {
    let unit = 10u64.pow(u32::from(unit));
    let d = 10_000 * unit;
    ((u64::from(base) * u64::from(k) + d / 2) / d * unit) as u32
}

/// A share of pay-as-you-go: `payg × k / 1,000,000`, rounded half up to a micro-dollar.
pub fn scale_share(payg: u32, k: u32) -> u32 {
    ((u64::from(payg) * u64::from(k) + 500_000) / 1_000_000) as u32
}

/// One VM size: its specs and what decodes its prices in each region of
/// `prices_data::REGIONS` (the encoding is described in `importer::to_rust`); [`VmSize::rate`]
/// gives the typed view.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct VmSize {
    pub name: &'static str,
    pub vcpus: u16,
    pub memory_gib_tenths: u32,
    pub gpus: u8,
    pub gpu_model: &'static str,
    /// Index into the family tables of `prices_data`.
    pub family: u8,
    /// Pay-as-you-go in the first region that prices it, micro-dollars an hour.
    pub base: u32,
    /// One bit per region where the size has a pay-as-you-go price.
    pub offered: u32,
}

impl VmSize {
    pub fn memory_gib(&self) -> f64 {
        f64::from(self.memory_gib_tenths) / 10.0
    }

    pub fn is_gpu(&self) -> bool {
        self.gpus > 0
    }

    /// Its place in the table: from its address when it is the table's own entry (as every
    /// `&'static VmSize` the advisor holds is), else by name.
    fn index(&self) -> u16 {
        let table = sizes();
        let start = table.as_ptr() as usize;
        let at = self as *const VmSize as usize;
        let i = if at >= start && at < start + std::mem::size_of_val(table) {
            (at - start) / std::mem::size_of::<VmSize>()
        } else {
            table.iter().position(|s| s.name == self.name).unwrap_or(0)
        };
        i as u16
    }

    pub fn rate(&self, region: usize) -> Option<Rate> {
        use prices_data::{
            EXCEPTION_KINDS, EXCEPTION_PRICES, EXCEPTION_REGIONS, EXCEPTION_STEPS, PAYG,
            SOURCE_BY_REGION, SOURCE_EXCEPTIONS, SP1Y, SPOT,
        };
        if region >= prices_data::REGIONS.len() || self.offered & (1 << region) == 0 {
            return None;
        }
        let i = self.index();
        let r = region as u8;
        let cell = usize::from(self.family) * prices_data::REGIONS.len() + region;
        let exception = |kind: u8| {
            let mut size = 0u16;
            for (at, step) in EXCEPTION_STEPS.iter().enumerate() {
                size += u16::from(*step);
                if size > i {
                    break;
                }
                if size == i && EXCEPTION_REGIONS[at] == r && EXCEPTION_KINDS[at] == kind {
                    return Some(EXCEPTION_PRICES[at]);
                }
            }
            None
        };
        let source = |kind: u8| {
            SOURCE_EXCEPTIONS
                .iter()
                .find(|e| e.0 == i && e.1 == kind && e.3 & (1 << region) != 0)
                .map_or(SOURCE_BY_REGION[usize::from(kind)][region], |e| e.2)
        };
        let (k, unit) = PAYG[cell];
        let payg = exception(0).unwrap_or_else(|| scale_payg(self.base, u32::from(k), unit));
        let share = |kind: u8, k: u32| {
            exception(kind)
                .or_else(|| (k > 0).then(|| scale_share(payg, k)))
                .filter(|p| *p > 0)
        };
        (payg > 0).then(|| Rate {
            payg,
            spot: share(1, SPOT[cell]),
            sp1y: share(2, SP1Y[cell]),
            payg_source: source(0),
            spot_source: source(1),
            sp1y_source: source(2),
        })
    }

    /// The prices in every region, `None` where there is none.
    pub fn rates(&self) -> impl Iterator<Item = Option<Rate>> + '_ {
        (0..prices_data::REGIONS.len()).map(|r| self.rate(r))
    }

    /// "4 vCPU, 14 GiB" or "4 vCPU, 28 GiB, 1× T4".
    pub fn describe(&self) -> String {
        // Integer-based decimals: float formatting would cost the page about 8 KB.
        let mem = super::num::grouped(self.memory_gib(), 1);
        if self.is_gpu() {
            format!(
                "{} vCPU, {mem} GiB, {}× {}",
                self.vcpus, self.gpus, self.gpu_model
            )
        } else {
            format!("{} vCPU, {mem} GiB", self.vcpus)
        }
    }
}

/// A VM series Azure has retired: never in the price table, never a default or a choice; a link
/// that names one of its sizes opens with a notice and `instead`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Retired {
    pub series: &'static str,
    pub date: &'static str,
    /// A current size of the price table to use instead.
    pub instead: &'static str,
    pub source: Doc,
}

/// A size name split as Azure writes it: "Standard_NC24ads_A100_v4" → ("NC", 24, "ads_A100_v4");
/// the tables below compare the parts without regard to case.
fn split(size: &str) -> Option<(&str, u16, &str)> {
    let rest = size
        .get(..9)
        .filter(|p| p.eq_ignore_ascii_case("Standard_"))
        .map(|_| &size[9..])?;
    let digits = rest.find(|c: char| c.is_ascii_digit())?;
    let tail = rest[digits..].trim_start_matches(|c: char| c.is_ascii_digit());
    let number = rest[digits..rest.len() - tail.len()].parse().ok()?;
    Some((&rest[..digits], number, tail))
}

/// The fields after the first three of the first row of `table` for `size`'s family, with the
/// name after its number and a number up to the row's largest. A table is text, a row a line,
/// its fields separated by `|`: family, the name after the number, the largest number, then the
/// row's own fields. (Text rather than arrays of string references, and rather than `match`es:
/// each arm of string comparisons costs the page's code more than a row of data, and each
/// string reference more than the line that holds it.)
fn row(table: &'static str, size: &str) -> Option<std::str::Split<'static, char>> {
    let (family, number, tail) = split(size)?;
    table.lines().find_map(|line| {
        let mut f = line.split('|');
        let hit = f.next()?.eq_ignore_ascii_case(family)
            && f.next()?.eq_ignore_ascii_case(tail)
            && number <= f.next()?.parse().ok()?;
        hit.then_some(f)
    })
}

/// The retired series, as family, the name after the number, the largest number the row covers,
/// series, date, the size swapped in and its source (c: compute targets, n: the NCv3 retirement,
/// v: VM retirements): NC, NCv2, ND and NV (2023), HB (2024), the V100 NCv3 sizes with NC24rs_v3
/// (30 Sep 2025; by GPU count, 6 vCPUs a GPU, to the A100 v4 size with as many GPUs), NVv3 (M60)
/// and NVv4 (MI25) (30 Sep 2026: Microsoft names NVadsA10_v5 and, for offline inference,
/// NCasT4_v3; the T4 sizes are the ones the price data has). NDv2, HBv2 and newer are current.
const RETIRED: &str = "\
NC||999|NC|31 Aug 2023|Standard_NC4as_T4_v3|c
NC|r|999|NC|31 Aug 2023|Standard_NC4as_T4_v3|c
NC|_promo|999|NC|31 Aug 2023|Standard_NC4as_T4_v3|c
NC|r_promo|999|NC|31 Aug 2023|Standard_NC4as_T4_v3|c
NC|s_v2|999|NCv2|31 Aug 2023|Standard_NC4as_T4_v3|c
NC|rs_v2|999|NCv2|31 Aug 2023|Standard_NC4as_T4_v3|c
NC|s_v3|6|NCv3|30 Sep 2025|Standard_NC24ads_A100_v4|n
NC|s_v3|12|NCv3|30 Sep 2025|Standard_NC48ads_A100_v4|n
NC|s_v3|999|NCv3|30 Sep 2025|Standard_NC96ads_A100_v4|n
NC|rs_v3|999|NCv3|30 Sep 2025|Standard_NC96ads_A100_v4|n
ND|s|999|ND|31 Aug 2023|Standard_NC24ads_A100_v4|c
ND|rs|999|ND|31 Aug 2023|Standard_NC24ads_A100_v4|c
NV||999|NV|6 Sep 2023|Standard_NC4as_T4_v3|c
NV|s_v3|12|NVv3|30 Sep 2026|Standard_NC16as_T4_v3|v
NV|s_v3|999|NVv3|30 Sep 2026|Standard_NC64as_T4_v3|v
NV|as_v4|999|NVv4|30 Sep 2026|Standard_NC4as_T4_v3|v
HB|rs|999|HB|31 Aug 2024|Standard_HB120rs_v3|c";

/// Whether `size` ("Standard_NC12s_v3") belongs to a retired series, and what replaces it.
pub fn retirement(size: &str) -> Option<Retired> {
    let mut f = row(RETIRED, size)?;
    Some(Retired {
        series: f.next()?,
        date: f.next()?,
        instead: f.next()?,
        source: match f.next()? {
            "n" => Doc::RetiredNcv3,
            "v" => Doc::VmRetirements,
            _ => Doc::ComputeTargets,
        },
    })
}

/// A series Azure has announced for retirement: still deployable by existing subscriptions,
/// never a default, marked in the picker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EndOfLife {
    pub series: &'static str,
    pub date: &'static str,
}

/// The series announced for retirement (Azure's retirements and capacity restrictions page,
/// September 2026), as family, the name after the number, the largest number, series and date.
const END_OF_LIFE: &str = "\
D||999|D|1 May 2028
DS||999|Ds|1 May 2028
D|_v2|999|Dv2|1 May 2028
DS|_v2|999|Dsv2|1 May 2028
L|s|999|Ls|1 May 2028
A|_v2|999|Av2|15 Nov 2028
A|m_v2|999|Av2|15 Nov 2028
F||999|F|15 Nov 2028
F|s|999|Fs|15 Nov 2028
F|s_v2|999|Fsv2|15 Nov 2028
L|s_v2|999|Lsv2|15 Nov 2028
B|s|999|B|15 Nov 2028
B|ms|999|B|15 Nov 2028
HC|rs|999|HC|31 May 2027
HB|rs_v2|999|HBv2|31 May 2027
D|_v3|999|Dv3|15 Nov 2029
D|s_v3|999|Dsv3|15 Nov 2029
E|_v3|999|Ev3|15 Nov 2029
E|s_v3|999|Esv3|15 Nov 2029";

/// Whether `size` belongs to a series announced for retirement: since July 2026 new
/// subscriptions cannot deploy these series and existing ones get no extra quota.
pub fn end_of_life(size: &str) -> Option<EndOfLife> {
    let mut f = row(END_OF_LIFE, size)?;
    Some(EndOfLife {
        series: f.next()?,
        date: f.next()?,
    })
}

/// The managed online endpoint SKU list (October 2025) as family, the name after the number,
/// the largest number listed (DS1_v2 to DS5_v2 only) and, marked 1, whether the size skips the
/// 20% quota reservation (every A100 and H100 size, and ND40rs_v2).
const ENDPOINT_SKUS: &str = "\
D|as_v4|96|
D|a_v4|96|
DS|_v2|5|
E|s_v3|64|
F|s_v2|72|
FX|mds|48|
L|as_v3|80|
L|s_v2|80|
L|s_v3|80|
NC|as_t4_v3|64|
NV|ads_a10_v5|72|
NV|adms_a10_v5|36|
NC|ads_a100_v4|96|1
NC|ads_h100_v5|40|1
NC|adis_h100_v5|80|1
ND|amsr_a100_v4|96|1
ND|asr_v4|96|1
ND|rs_v2|40|1
ND|is_h100_v5|96|1
ND|isr_h100_v5|96|1";

/// Whether a managed online endpoint takes `size`: `Some(true)` where the size also skips the
/// 20% quota reservation, `None` where the list does not have it.
pub fn endpoint_sku(size: &str) -> Option<bool> {
    row(ENDPOINT_SKUS, size).map(|mut f| f.next() == Some("1"))
}

/// A size on the managed online endpoint list to use instead of `vm`: the DASv4 size with at
/// least as many vCPUs (Microsoft's current general-purpose family on that list), or a T4 or
/// 4 × A100 size by GPU count.
pub fn endpoint_instead(vm: &VmSize) -> &'static str {
    const DASV4: [&str; 8] = [
        "Standard_D2as_v4",
        "Standard_D4as_v4",
        "Standard_D8as_v4",
        "Standard_D16as_v4",
        "Standard_D32as_v4",
        "Standard_D48as_v4",
        "Standard_D64as_v4",
        "Standard_D96as_v4",
    ];
    match vm.gpus {
        0 => DASV4
            .into_iter()
            .find(|n| size(n).is_some_and(|d| d.vcpus >= vm.vcpus))
            .unwrap_or(DASV4[7]),
        1 => "Standard_NC4as_T4_v3",
        _ => "Standard_NC96ads_A100_v4",
    }
}

/// Whether a GPU size has InfiniBand, which distributed training over several nodes needs to
/// scale (the managed SKU list marks it; "an 'r' in their name" in the distributed GPU guide).
pub fn infiniband(size: &str) -> bool {
    const IB: [&str; 5] = [
        "Standard_ND96asr_v4",
        "Standard_ND96amsr_A100_v4",
        "Standard_ND40rs_v2",
        "Standard_ND96isr_H100_v5",
        "Standard_ND96isr_H200_v5",
    ];
    IB.iter().any(|n| n.eq_ignore_ascii_case(size))
}

/// The InfiniBand sizes a multi-node GPU job may default to: current ones only (the compute
/// sheet finds no retirement notice for ND A100 v4 and ND H100 v5; ND40rs_v2's V100 lifecycle is
/// unverified, so it is never a default).
pub const MULTI_NODE_SIZES: [&str; 3] = [
    "Standard_ND96asr_v4",
    "Standard_ND96amsr_A100_v4",
    "Standard_ND96isr_H100_v5",
];

/// The default size for distributed GPU training over several nodes in a region: the cheapest
/// current InfiniBand size with a pay-as-you-go price there, and whether one had a price. Where
/// none has, Standard_ND96asr_v4 (the lowest-priced of them where they are priced), unpriced.
pub fn multi_node_gpu(region: usize) -> (&'static VmSize, bool) {
    let priced = MULTI_NODE_SIZES
        .iter()
        .filter_map(|n| size(n))
        .filter_map(|v| v.rate(region).map(|r| (v, r.payg)))
        .min_by_key(|(_, p)| *p);
    match priced {
        Some((v, _)) => (v, true),
        None => (size(MULTI_NODE_SIZES[0]).unwrap_or(&sizes()[0]), false),
    }
}

pub fn regions() -> &'static [&'static str] {
    &prices_data::REGIONS
}

pub fn region_index(name: &str) -> Option<usize> {
    prices_data::REGIONS.iter().position(|r| *r == name)
}

/// Where each price came from, with its date.
pub fn sources() -> &'static [Source] {
    &prices_data::SOURCES
}

/// The sizes, assembled once from the columns of `prices_data`.
pub fn sizes() -> &'static [VmSize] {
    use prices_data as d;
    static TABLE: std::sync::OnceLock<Vec<VmSize>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        d::NAMES
            .split('\n')
            .enumerate()
            .map(|(i, name)| VmSize {
                name,
                vcpus: d::VCPUS[i].into(),
                memory_gib_tenths: d::MEMORY_TENTHS[i].into(),
                gpus: d::GPUS[i],
                gpu_model: d::GPU_MODELS[usize::from(d::GPU_MODEL[i])],
                family: d::FAMILY[i],
                base: d::BASE[i],
                offered: d::OFFERED[i],
            })
            .collect()
    })
}

pub fn size(name: &str) -> Option<&'static VmSize> {
    sizes().iter().find(|s| s.name.eq_ignore_ascii_case(name))
}

/// Region display names for the picker, and the geography each belongs to.
pub fn region_label(name: &str) -> &'static str {
    region_names(name).0
}

/// The geography a region is grouped under in the picker.
pub fn region_geography(name: &str) -> &'static str {
    region_names(name).1
}

/// Display names, in the order of `prices_data::REGIONS`, with their geography (an index into
/// `GEOGRAPHIES`). A table rather than a `match`: string arms cost the page more code.
const REGION_NAMES: [(&str, u8); 23] = [
    ("East US", 0),
    ("East US 2", 0),
    ("Central US", 0),
    ("North Central US", 0),
    ("South Central US", 0),
    ("West Central US", 0),
    ("West US", 0),
    ("West US 2", 0),
    ("West US 3", 0),
    ("Canada Central", 1),
    ("Canada East", 1),
    ("Brazil South", 1),
    ("West Europe", 2),
    ("North Europe", 2),
    ("UK South", 2),
    ("France Central", 2),
    ("Germany West Central", 2),
    ("Sweden Central", 2),
    ("Southeast Asia", 3),
    ("Japan East", 3),
    ("Korea Central", 3),
    ("Central India", 3),
    ("Australia East", 3),
];
const GEOGRAPHIES: [&str; 4] = [
    "United States",
    "Canada and Brazil",
    "Europe",
    "Asia Pacific",
];

fn region_names(name: &str) -> (&'static str, &'static str) {
    region_index(name)
        .and_then(|i| REGION_NAMES.get(i))
        .map_or(("Unknown region", ""), |(label, g)| {
            (label, GEOGRAPHIES[usize::from(*g)])
        })
}

/// The monthly price of a compute instance's OS disk (a P10 premium SSD, LRS) in a region, with
/// its source and date, where the data has one: the EU disk file for the EU regions it covers,
/// and the East US 2 figure of the reference sheet. Elsewhere `None`: "not estimated", never
/// another region's price.
pub fn p10_disk_monthly(region: &str) -> Option<(u32, &'static str)> {
    const EU: &str = "Azure Retail Prices API via andy-diericks/azure-pricing-radar, 2026-08-22";
    match region {
        // Cents a month.
        "westeurope" | "swedencentral" => Some((2168, EU)),
        "northeurope" => Some((1971, EU)),
        "francecentral" => Some((2385, EU)),
        "eastus2" => Some((
            1792,
            "third-party Retail Prices API snapshot (jagadishmazure-jpg/Jagadish-azure-finops), undated",
        )),
        _ => None,
    }
}

/// The hourly price of a compute instance's public IP ("Standard IPv4 Static Public IP") in a
/// region, with its source, where the data has one: only the East US 2 figure of the reference
/// sheet's third-party snapshot, the same one that gives the East US 2 OS disk. Elsewhere `None`:
/// left out and said so, never another region's price.
pub fn public_ip_hourly(region: &str) -> Option<(f64, &'static str)> {
    match region {
        "eastus2" => Some((
            0.005,
            "third-party Retail Prices API snapshot (jagadishmazure-jpg/Jagadish-azure-finops), undated",
        )),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_has_all_regions_and_sizes() {
        assert_eq!(regions().len(), 23);
        assert!(sizes().len() >= 228, "{}", sizes().len());
        for r in regions() {
            assert_ne!(region_label(r), "Unknown region");
        }
    }

    #[test]
    fn region_names_follow_the_table_order() {
        for (region, label, geography) in [
            ("eastus", "East US", "United States"),
            ("westus3", "West US 3", "United States"),
            ("brazilsouth", "Brazil South", "Canada and Brazil"),
            ("westeurope", "West Europe", "Europe"),
            ("swedencentral", "Sweden Central", "Europe"),
            ("southeastasia", "Southeast Asia", "Asia Pacific"),
            ("australiaeast", "Australia East", "Asia Pacific"),
        ] {
            assert_eq!(
                (region_label(region), region_geography(region)),
                (label, geography)
            );
        }
        assert_eq!(region_label("mars"), "Unknown region");
        assert_eq!(region_geography("mars"), "");
    }

    #[test]
    fn hand_checked_prices() {
        let ds3 = size("Standard_DS3_v2").unwrap();
        let east = region_index("eastus").unwrap();
        assert_eq!(
            ds3.rate(east).map(|r| (r.payg, r.spot, r.sp1y)),
            Some((293_000, Some(35_453), None))
        );
        assert_eq!(ds3.describe(), "4 vCPU, 14 GiB");
        let t4 = size("standard_nc4as_t4_v3").unwrap();
        assert_eq!(t4.rate(east).map(|r| r.payg), Some(526_000));
        assert_eq!(t4.describe(), "4 vCPU, 28 GiB, 1× T4");
    }

    #[test]
    fn no_negative_zero_or_inverted_prices() {
        for s in sizes() {
            for r in s.rates().flatten() {
                assert!(r.payg > 0, "{}", s.name);
                if let Some(spot) = r.spot {
                    assert!(spot > 0 && spot < r.payg, "{}", s.name);
                }
            }
            assert!(
                s.rates().any(|r| r.is_some()),
                "{} has no price at all",
                s.name
            );
        }
    }

    #[test]
    fn retired_sizes_have_current_replacements() {
        for (name, series, instead) in [
            ("Standard_NC6s_v3", "NCv3", "Standard_NC24ads_A100_v4"),
            ("Standard_NC12s_v3", "NCv3", "Standard_NC48ads_A100_v4"),
            ("standard_nc24rs_v3", "NCv3", "Standard_NC96ads_A100_v4"),
            ("Standard_NC6", "NC", "Standard_NC4as_T4_v3"),
            ("Standard_NC24r", "NC", "Standard_NC4as_T4_v3"),
            ("Standard_NC6s_v2", "NCv2", "Standard_NC4as_T4_v3"),
            ("Standard_ND24rs", "ND", "Standard_NC24ads_A100_v4"),
            ("Standard_NV12", "NV", "Standard_NC4as_T4_v3"),
            ("Standard_HB60rs", "HB", "Standard_HB120rs_v3"),
            ("Standard_NV12s_v3", "NVv3", "Standard_NC16as_T4_v3"),
            ("Standard_NV48s_v3", "NVv3", "Standard_NC64as_T4_v3"),
            ("Standard_NV8as_v4", "NVv4", "Standard_NC4as_T4_v3"),
        ] {
            let r = retirement(name).unwrap_or_else(|| panic!("{name}"));
            assert_eq!((r.series, r.instead), (series, instead));
            assert!(
                size(r.instead).is_some_and(|v| v.rates().any(|x| x.is_some())),
                "{instead}"
            );
        }
        for current in [
            "Standard_NC4as_T4_v3",
            "Standard_NC24ads_A100_v4",
            "Standard_ND40rs_v2",
            "Standard_NV36ads_A10_v5",
            "Standard_HB120rs_v2",
            "Standard_ND96isr_H100_v5",
            "Standard_DS3_v2",
            "Standard_NC",
            "NC6s_v3",
        ] {
            assert_eq!(retirement(current), None, "{current}");
        }
        assert!(sizes().iter().all(|v| retirement(v.name).is_none()));
    }

    #[test]
    fn series_announced_for_retirement_are_marked() {
        for (name, series, date) in [
            ("Standard_DS3_v2", "Dsv2", "1 May 2028"),
            ("Standard_D3_v2", "Dv2", "1 May 2028"),
            ("Standard_D4", "D", "1 May 2028"),
            ("Standard_F4s_v2", "Fsv2", "15 Nov 2028"),
            ("Standard_A4m_v2", "Av2", "15 Nov 2028"),
            ("Standard_L8s_v2", "Lsv2", "15 Nov 2028"),
            ("Standard_HC44rs", "HC", "31 May 2027"),
            ("Standard_HB120rs_v2", "HBv2", "31 May 2027"),
            ("Standard_D4s_v3", "Dsv3", "15 Nov 2029"),
            ("Standard_E16_v3", "Ev3", "15 Nov 2029"),
            ("Standard_E64s_v3", "Esv3", "15 Nov 2029"),
        ] {
            assert_eq!(
                end_of_life(name),
                Some(EndOfLife { series, date }),
                "{name}"
            );
        }
        for current in [
            "Standard_D4ds_v5",
            "Standard_D4as_v4",
            "Standard_E8ds_v5",
            "Standard_NC4as_T4_v3",
            "Standard_ND96asr_v4",
            "Standard_HB120rs_v3",
            "Standard_FX4mds",
            "Standard_L8s_v3",
            "Standard_M64",
        ] {
            assert_eq!(end_of_life(current), None, "{current}");
        }
    }

    #[test]
    fn the_managed_endpoint_list_and_its_quota_rule() {
        for (name, skips) in [
            ("Standard_D4as_v4", false),
            ("Standard_D96a_v4", false),
            ("Standard_DS3_v2", false),
            ("Standard_E64s_v3", false),
            ("Standard_F72s_v2", false),
            ("Standard_FX48mds", false),
            ("Standard_NC4as_T4_v3", false),
            ("Standard_NC24ads_A100_v4", true),
            ("Standard_NC80adis_H100_v5", true),
            ("Standard_ND96asr_v4", true),
            ("Standard_ND40rs_v2", true),
            ("Standard_ND96isr_H100_v5", true),
        ] {
            assert_eq!(endpoint_sku(name), Some(skips), "{name}");
        }
        for off in [
            "Standard_D4ds_v5",
            "Standard_DS11_v2",
            "Standard_E8ds_v5",
            "Standard_NC6s_v3",
            "Standard_M64",
        ] {
            assert_eq!(endpoint_sku(off), None, "{off}");
        }
        for v in sizes() {
            let instead = endpoint_instead(v);
            assert!(endpoint_sku(instead).is_some(), "{}: {instead}", v.name);
            assert!(size(instead).is_some(), "{instead}");
            if v.gpus == 0 {
                assert!(
                    size(instead).unwrap().vcpus >= v.vcpus.min(96),
                    "{}",
                    v.name
                );
            }
            assert_eq!(size(instead).unwrap().gpus > 0, v.gpus > 0, "{}", v.name);
        }
    }

    #[test]
    fn infiniband_sizes_are_the_nd_r_sizes() {
        let ib: Vec<&str> = sizes()
            .iter()
            .filter(|v| infiniband(v.name))
            .map(|v| v.name)
            .collect();
        assert_eq!(
            ib,
            [
                "Standard_ND40rs_v2",
                "Standard_ND96amsr_A100_v4",
                "Standard_ND96asr_v4",
                "Standard_ND96isr_H100_v5"
            ]
        );
    }

    #[test]
    fn documented_gaps_stay_gaps() {
        let wcus = region_index("westcentralus").unwrap();
        assert_eq!(size("Standard_E48s_v3").unwrap().rate(wcus), None);
        let h100 = size("Standard_ND96isr_H100_v5").unwrap();
        assert_eq!(h100.gpus, 8);
        // The US source's H100 Spot figures equal pay-as-you-go: none is a price.
        for r in 0..9 {
            assert!(h100.rate(r).is_none_or(|r| r.spot.is_none()), "{r}");
        }
        // A Cloud Services row is not a price: East US D16ads_v5 is the SkyPilot 0.824, not 1.56.
        let d16 = size("Standard_D16ads_v5").unwrap();
        let r = d16.rate(region_index("eastus").unwrap()).unwrap();
        assert_eq!(r.payg, 824_000);
        assert_eq!(sources()[usize::from(r.payg_source)].date, "2024 or later");
        let we = d16.rate(region_index("westeurope").unwrap()).unwrap();
        assert_eq!(sources()[usize::from(we.payg_source)].date, "2026-08-22");
        // Japan East has no data file with Spot or savings plans.
        let je = size("Standard_D4s_v3")
            .unwrap()
            .rate(region_index("japaneast").unwrap())
            .unwrap();
        assert_eq!((je.spot, je.sp1y), (None, None));
        assert_eq!(je.dated(), "pay-as-you-go 2026-06-18");
    }
}
