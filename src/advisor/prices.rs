//! The compiled-in price table: Linux pay-as-you-go and Spot prices per VM size and region,
//! generated into `prices_data.rs` by `cargo run --bin prices` from `data/azure-ml-vm-prices.csv`.

use super::prices_data;
use super::sources::Doc;
use serde::Serialize;

/// Where the prices come from, for the page and the CLI.
pub const PROVENANCE: &str = "Azure retail list prices (Linux, pay-as-you-go and Spot), USD per hour; snapshot 2024 or later, via the SkyPilot Azure ML catalog.";

/// Hourly prices in micro-dollars (millionths of a US dollar).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Rate {
    pub payg: u32,
    /// `None` where the source has no credible Spot price.
    pub spot: Option<u32>,
}

impl Rate {
    pub fn payg_usd(self) -> f64 {
        f64::from(self.payg) / 1e6
    }

    pub fn spot_usd(self) -> Option<f64> {
        self.spot.map(|s| f64::from(s) / 1e6)
    }
}

/// One VM size and its hourly prices per region, in micro-dollars, in the order of
/// `prices_data::REGIONS`; 0 means not offered or not priced there. (Two plain arrays keep the
/// compiled table small; [`VmSize::rate`] gives the typed view.)
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct VmSize {
    pub name: &'static str,
    pub vcpus: u16,
    pub memory_gib_tenths: u32,
    pub gpus: u8,
    pub gpu_model: &'static str,
    pub payg: [u32; 9],
    pub spot: [u32; 9],
}

impl VmSize {
    pub fn memory_gib(&self) -> f64 {
        f64::from(self.memory_gib_tenths) / 10.0
    }

    pub fn is_gpu(&self) -> bool {
        self.gpus > 0
    }

    pub fn rate(&self, region: usize) -> Option<Rate> {
        let payg = *self.payg.get(region).filter(|p| **p > 0)?;
        let spot = self.spot.get(region).copied().filter(|s| *s > 0);
        Some(Rate { payg, spot })
    }

    /// The prices in every region, `None` where there is none.
    pub fn rates(&self) -> impl Iterator<Item = Option<Rate>> + '_ {
        (0..self.payg.len()).map(|r| self.rate(r))
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

pub fn sizes() -> &'static [VmSize] {
    &prices_data::SIZES
}

pub fn size(name: &str) -> Option<&'static VmSize> {
    prices_data::SIZES
        .iter()
        .find(|s| s.name.eq_ignore_ascii_case(name))
}

/// Region display names for the picker.
pub fn region_label(name: &str) -> &'static str {
    match name {
        "eastus" => "East US",
        "eastus2" => "East US 2",
        "centralus" => "Central US",
        "northcentralus" => "North Central US",
        "southcentralus" => "South Central US",
        "westcentralus" => "West Central US",
        "westus" => "West US",
        "westus2" => "West US 2",
        "westus3" => "West US 3",
        _ => "Unknown region",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_has_all_regions_and_sizes() {
        assert_eq!(regions().len(), 9);
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
            ds3.rate(east),
            Some(Rate {
                payg: 293_000,
                spot: Some(35_453)
            })
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
        assert!(h100.rates().flatten().all(|r| r.spot.is_none()));
    }
}
