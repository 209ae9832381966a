//! The compiled-in price table: Linux pay-as-you-go and Spot prices per VM size and region,
//! generated into `prices_data.rs` by `cargo run --bin prices` from `data/azure-ml-vm-prices.csv`.

use super::prices_data;
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
    fn documented_gaps_stay_gaps() {
        let wcus = region_index("westcentralus").unwrap();
        assert_eq!(size("Standard_E48s_v3").unwrap().rate(wcus), None);
        let h100 = size("Standard_ND96isr_H100_v5").unwrap();
        assert_eq!(h100.gpus, 8);
        assert!(h100.rates().flatten().all(|r| r.spot.is_none()));
    }
}
