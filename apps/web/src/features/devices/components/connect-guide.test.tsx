import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { DEVICE_PROTOCOLS } from '@fleet/shared/device-protocols';
import { loadNamespaces } from '@/lib/i18n';
import { renderWithRouter, setTestLanguage } from '@/testing/render';
import { ConnectGuide, type ProtocolsInfo } from '@/features/devices/components/connect-guide';
import { GUIDED_PROTOCOLS, guideLines } from '@/features/devices/connect-guides';

const INFO: ProtocolsInfo = {
  host: 'fleet.example.com',
  protocols: DEVICE_PROTOCOLS.map((p) => ({
    name: p.name,
    label: p.label,
    transport: p.transport,
    port: p.name === 'ruptela' ? null : p.defaultPort,
    env_var: p.envVar,
  })),
};

describe('guideLines', () => {
  it('has a guide for every protocol the server listens for', () => {
    expect([...GUIDED_PROTOCOLS].sort()).toEqual(DEVICE_PROTOCOLS.map((p) => p.name).sort());
  });

  it('fills in the makers’ commands with this server’s host and port', () => {
    const texts = (protocol: string, host = 'fleet.example.com', port = 5015, deviceId?: string) =>
      guideLines(protocol, { host, port, deviceId }).map((line) => line.text);
    expect(texts('h02', 'fleet.example.com', 5013)).toContain('8040000 fleet.example.com 5013');
    expect(texts('gps103', '203.0.113.7', 5001)).toContain('adminip123456 203.0.113.7 5001');
    // GT06: 1 before a domain name, 0 before an IP address.
    expect(texts('gt06', 'fleet.example.com', 5023)).toContain('SERVER,1,fleet.example.com,5023,0#');
    expect(texts('gt06', '203.0.113.7', 5023)).toContain('SERVER,0,203.0.113.7,5023,0#');
    expect(texts('teltonika', 'fleet.example.com', 5027)).toContain(
      '  setparam 2004:fleet.example.com;2005:5027;2006:0',
    );
    expect(texts('queclink', 'fleet.example.com', 5004)).toContain(
      'AT+GTSRI=<password>,3,,1,fleet.example.com,5004,,,,15,0,,,,,0002$',
    );
    expect(texts('meitrack', 'fleet.example.com', 5020)).toContain(
      '0000,A21,1,fleet.example.com,5020,<APN>,,',
    );
    expect(texts('suntech', 'fleet.example.com', 5011, '907126119')).toContain(
      'ST300NTW;907126119;02;0;<APN>;;;fleet.example.com;5011;;;;',
    );
    expect(texts('jt808', 'fleet.example.com', 5015, '013912345678')).toEqual([
      'fleet.example.com',
      '5015',
      '<APN>',
      '013912345678',
    ]);
    // Without a device id, a placeholder says what goes there.
    expect(texts('osmand', 'fleet.example.com', 5055)).toContain('<IMEI>');
    expect(guideLines('unknown', { host: 'h', port: 1 })).toEqual([]);
  });
});

describe('ConnectGuide', () => {
  beforeAll(() => loadNamespaces('devices'));

  it('shows the chosen protocol’s host, port and commands, each with a copy button naming it', async () => {
    await setTestLanguage('en');
    const onProtocolChange = vi.fn();
    renderWithRouter(
      <ConnectGuide info={INFO} protocol="h02" onProtocolChange={onProtocolChange} deviceId="4209951296" />,
    );
    const guide = screen.getByTestId('connect-guide');
    expect(guide).toHaveAttribute('data-protocol', 'h02');
    expect(within(guide).getByTestId('connect-host')).toHaveTextContent('fleet.example.com');
    expect(within(guide).getByTestId('connect-port')).toHaveTextContent('5013');
    const texts = within(guide)
      .getAllByTestId('connect-line-text')
      .map((line) => line.textContent);
    expect(texts).toEqual(['8040000 fleet.example.com 5013', '8030000 <APN>']);
    expect(within(guide).getByRole('button', { name: 'Copy: SMS: server and port' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Protocol' });
    expect(select).toHaveValue('h02');
    fireEvent.change(select, { target: { value: 'jt808' } });
    expect(onProtocolChange).toHaveBeenCalledWith('jt808');
  });

  it('says when this server does not listen for a protocol, naming the variable (Arabic)', async () => {
    await setTestLanguage('ar');
    renderWithRouter(<ConnectGuide info={INFO} protocol="ruptela" onProtocolChange={() => {}} />);
    expect(screen.getByTestId('connect-port')).toHaveTextContent('لا يستقبل');
    expect(screen.getByTestId('connect-listener-off')).toHaveTextContent(
      'لا يستقبل هذا الخادم أجهزة Ruptela',
    );
    expect(screen.getByTestId('connect-listener-off')).toHaveTextContent('RUPTELA_PORT');
    expect(screen.queryByTestId('connect-lines')).not.toBeInTheDocument();
  });

  it('shows placeholders while the ports load and an error with a retry when they cannot be read', async () => {
    await setTestLanguage('en');
    const { unmount } = renderWithRouter(
      <ConnectGuide info={undefined} protocol="osmand" onProtocolChange={() => {}} />,
    );
    expect(screen.getByTestId('connect-guide-loading')).toBeInTheDocument();
    unmount();
    const onRetry = vi.fn();
    renderWithRouter(
      <ConnectGuide
        info={undefined}
        failed
        onRetry={onRetry}
        protocol="osmand"
        onProtocolChange={() => {}}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("The server's address and ports could not be read.");
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
