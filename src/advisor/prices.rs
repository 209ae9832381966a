//! The compiled-in price table: Linux pay-as-you-go and Spot prices per VM size and region,
//! generated into `prices_data.rs` by `cargo run --bin prices` from `data/azure-ml-vm-prices.csv`.

use super::prices_data;
use super::sources::Doc;
use serde::Serialize;

/// Where the prices come from, for the page and the CLI.
pub const PROVENANCE: &str =
    "Azure retail list prices (Linux), USD per hour; each figure says when it was taken.";

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
        let table = &prices_data::SIZES;
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
        use prices_data::{EXCEPTIONS, PAYG, SOURCE_BY_REGION, SOURCE_EXCEPTIONS, SP1Y, SPOT};
        if region >= prices_data::REGIONS.len() || self.offered & (1 << region) == 0 {
            return None;
        }
        let i = self.index();
        let r = region as u8;
        let cell = usize::from(self.family) * prices_data::REGIONS.len() + region;
        let exception = |kind: u8| {
            EXCEPTIONS
                .binary_search_by(|e| (e.0, e.1, e.2).cmp(&(i, r, kind)))
                .ok()
                .map(|at| EXCEPTIONS[at].3)
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
        let mem = super::num::short(self.memory_gib(), 1);
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

/// Whether `size` ("Standard_NC12s_v3") belongs to a retired series: NC, NCv2, ND and NV (2023),
/// HB (2024), and the V100 NCv3 sizes (30 Sep 2025).
pub fn retirement(size: &str) -> Option<Retired> {
    let rest = size
        .get(..9)
        .filter(|p| p.eq_ignore_ascii_case("Standard_"))
        .map(|_| &size[9..])?;
    let digits = rest.find(|c: char| c.is_ascii_digit())?;
    let family = rest[..digits].to_ascii_uppercase();
    let tail = rest[digits..]
        .trim_start_matches(|c: char| c.is_ascii_digit())
        .to_ascii_lowercase();
    let gpus: u8 = rest[digits..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .unwrap_or(0);
    let gone = |series, date, instead, source| {
        Some(Retired {
            series,
            date,
            instead,
            source,
        })
    };
    const T4: &str = "Standard_NC4as_T4_v3";
    match (family.as_str(), tail.as_str()) {
        // NC6, NC24r (v1); NC6s_v2 (v2).
        ("NC", "" | "r" | "_promo" | "r_promo") => {
            gone("NC", "31 Aug 2023", T4, Doc::ComputeTargets)
        }
        ("NC", "s_v2" | "rs_v2") => gone("NCv2", "31 Aug 2023", T4, Doc::ComputeTargets),
        // The V100 sizes, by GPU count (6 vCPUs a GPU) to the A100 v4 size with as many GPUs.
        ("NC", "s_v3" | "rs_v3") => gone(
            "NCv3",
            "30 Sep 2025",
            match gpus {
                0..=6 => "Standard_NC24ads_A100_v4",
                7..=12 => "Standard_NC48ads_A100_v4",
                _ => "Standard_NC96ads_A100_v4",
            },
            Doc::RetiredNcv3,
        ),
        // ND6s, ND24rs (v1). NDv2 (ND40rs_v2) and newer are current.
        ("ND", "s" | "rs") => gone(
            "ND",
            "31 Aug 2023",
            "Standard_NC24ads_A100_v4",
            Doc::ComputeTargets,
        ),
        // NV6, NV12 (v1). NVv3 (NV12s_v3) and newer are current.
        ("NV", "" | "_promo") => gone("NV", "6 Sep 2023", T4, Doc::ComputeTargets),
        // HB60rs. HBv2 (HB120rs_v2) and newer are current.
        ("HB", "rs") => gone(
            "HB",
            "31 Aug 2024",
            "Standard_HB120rs_v3",
            Doc::ComputeTargets,
        ),
        _ => None,
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

pub fn sizes() -> &'static [VmSize] {
    &prices_data::SIZES
}

pub fn size(name: &str) -> Option<&'static VmSize> {
    prices_data::SIZES
        .iter()
        .find(|s| s.name.eq_ignore_ascii_case(name))
}

/// Region display names for the picker, and the geography each belongs to.
pub fn region_label(name: &str) -> &'static str {
    region_names(name).0
}

/// The geography a region is grouped under in the picker.
pub fn region_geography(name: &str) -> &'static str {
    region_names(name).1
}

fn region_names(name: &str) -> (&'static str, &'static str) {
    const US: &str = "United States";
    const AM: &str = "Canada and Brazil";
    const EU: &str = "Europe";
    const AP: &str = "Asia Pacific";
    match name {
        "eastus" => ("East US", US),
        "eastus2" => ("East US 2", US),
        "centralus" => ("Central US", US),
        "northcentralus" => ("North Central US", US),
        "southcentralus" => ("South Central US", US),
        "westcentralus" => ("West Central US", US),
        "westus" => ("West US", US),
        "westus2" => ("West US 2", US),
        "westus3" => ("West US 3", US),
        "canadacentral" => ("Canada Central", AM),
        "canadaeast" => ("Canada East", AM),
        "brazilsouth" => ("Brazil South", AM),
        "westeurope" => ("West Europe", EU),
        "northeurope" => ("North Europe", EU),
        "uksouth" => ("UK South", EU),
        "francecentral" => ("France Central", EU),
        "germanywestcentral" => ("Germany West Central", EU),
        "swedencentral" => ("Sweden Central", EU),
        "southeastasia" => ("Southeast Asia", AP),
        "japaneast" => ("Japan East", AP),
        "koreacentral" => ("Korea Central", AP),
        "centralindia" => ("Central India", AP),
        "australiaeast" => ("Australia East", AP),
        _ => ("Unknown region", ""),
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_has_all_regions_and_sizes() {
        assert_eq!(regions().len(), 23);
        assert!(sizes().len() >= 230, "{}", sizes().len());
        for r in regions() {
            assert_ne!(region_label(r), "Unknown region");
        }
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
            "Standard_NV12s_v3",
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
