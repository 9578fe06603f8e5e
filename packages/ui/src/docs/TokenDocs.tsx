// Tables for the Tokens docs page, drawn from the token values themselves (never copied).
import {
  breakpoints,
  colors,
  contrastRatio,
  radii,
  shadows,
  space,
  typeScale,
  zIndex,
  durationsMs,
} from '@amori/tokens';

const cell = { padding: '6px 12px', borderBottom: '1px solid #d9d6d0', textAlign: 'start' as const };

export function ColorSwatches() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th style={cell}>Token</th>
          <th style={cell}>Swatch</th>
          <th style={cell}>Value</th>
          <th style={cell}>Contrast with its foreground</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(colors).map(([name, value]) => {
          const fg = (colors as Record<string, string>)[`${name}Foreground`];
          return (
            <tr key={name}>
              <td style={cell}>
                <code>{name}</code>
              </td>
              <td style={cell}>
                <span
                  style={{
                    display: 'inline-block',
                    width: 48,
                    height: 24,
                    borderRadius: 4,
                    background: value,
                    border: '1px solid #8c8a85',
                    color: fg,
                    textAlign: 'center',
                    fontSize: 12,
                  }}
                >
                  {fg ? 'Aa' : ''}
                </span>
              </td>
              <td style={cell}>
                <code>{value}</code>
              </td>
              <td style={cell}>
                {fg && value.startsWith('#') ? `${contrastRatio(fg, value).toFixed(2)} : 1` : '—'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function TypeScale() {
  return (
    <div>
      {Object.entries(typeScale).map(([name, { fontSize, lineHeight }]) => (
        <p key={name} style={{ fontSize, lineHeight, margin: '8px 0' }}>
          <code style={{ fontSize: 12 }}>{name}</code> {fontSize}/{lineHeight} — Meet singles near you
        </p>
      ))}
    </div>
  );
}

export function SpacingScale() {
  return (
    <div>
      {Object.entries(space).map(([name, value]) => (
        <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 12, margin: '4px 0' }}>
          <code style={{ width: 90 }}>{name}</code>
          <span style={{ display: 'inline-block', height: 12, width: value, background: colors.primary }} />
          <span>{value}</span>
        </div>
      ))}
    </div>
  );
}

export function Breakpoints() {
  return (
    <ul>
      {Object.entries(breakpoints).map(([name, px]) => (
        <li key={name}>
          <code>{name}</code>: {px}px and wider
        </li>
      ))}
    </ul>
  );
}

export function OtherTokens() {
  const groups = { radii, shadows, zIndex, durationsMs };
  return (
    <div>
      {Object.entries(groups).map(([group, values]) => (
        <div key={group}>
          <h4>{group}</h4>
          <ul>
            {Object.entries(values).map(([name, value]) => (
              <li key={name}>
                <code>{name}</code>: {String(value)}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
